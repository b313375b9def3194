import { componentWords } from "@/components/words";
import { apiWords } from "@/lib/core/api/words";
import { detectionWords } from "@/lib/detection/index.popup";
import { keyboardWords } from "@/lib/keyboard/index.popup";
import { privacyWords } from "@/lib/privacy/index.popup";
import { profileWords } from "@/lib/profiles/index.popup";
import { tokenWords } from "@/lib/tokens/index.popup";
import { popupWords } from "./words";

/** The words the popup loads before it draws, in the language in force. */
export const FIRST_WORDS = [
  componentWords,
  apiWords,
  popupWords,
  profileWords,
  tokenWords,
  detectionWords,
  keyboardWords,
  privacyWords,
];

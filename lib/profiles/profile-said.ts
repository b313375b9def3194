import { saying } from "@/lib/core/i18n/said";
import type en from "./words/en";

/** The profiles' messages, as a refusal the worker sends: the options page and popup say them. */
export const profileSaid = saying<typeof en>("profiles");

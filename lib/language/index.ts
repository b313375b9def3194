export { LanguageSetting } from "./LanguageSetting";
export { speakLanguageInForce } from "./page-language";
export { languageWords } from "./words";

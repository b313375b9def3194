export { chooseLanguage, pageWords, watchLanguage } from "./language.worker";
export { workerWords } from "./worker/words";

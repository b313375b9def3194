export { noteDisclosureSeen, setMasking } from "./privacy.worker";

export { noteDisclosureDue, noteDisclosureSeen, setMasking } from "./privacy.worker";

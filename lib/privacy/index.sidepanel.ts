export { DisclosureNoteOnDemand } from "./disclosure-on-demand";

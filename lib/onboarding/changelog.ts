import changelog from "@/CHANGELOG.md?raw";
import { type ReleaseNotes, releaseNotes } from "./release-notes";

/** The notes of a version, from the CHANGELOG.md the build carries (read from disk, never fetched). */
export function notesOf(version: string): ReleaseNotes | undefined {
  return releaseNotes(changelog, version);
}

/** One version's section of CHANGELOG.md (Keep a Changelog), as plain text the panel can show. */
export interface ReleaseNotes {
  version: string;
  /** The heading's date ("2026-11-24"), when it gives one. */
  date?: string;
  /** The section's first paragraph, written for agents: the one line the panel shows. */
  summary: string;
  /** "Added", "Changed", "Fixed"…, each with its entries, in the file's order. */
  groups: { title: string; items: string[] }[];
}

/** `## [0.3.0] - 2026-12-01`, `## 0.3.0`, `## [Unreleased]`. */
const VERSION_HEADING = /^##\s+\[?v?([^\]\s]+)\]?(?:\s+-\s+(\S+))?\s*$/;
const GROUP_HEADING = /^###\s+(.+?)\s*$/;
const ITEM = /^[-*+]\s+(.*)$/;

/** Markdown's inline marks as the words they mark: links keep their text, code and emphasis lose their marks. */
function plain(text: string): string {
  return text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/\*\*([^*]+)\*\*/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** The lines of the section for `version`, without its heading; undefined when there is none. */
function sectionLines(markdown: string, version: string): { date?: string; lines: string[] } | undefined {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((line) => VERSION_HEADING.exec(line)?.[1] === version);
  if (start === -1) return undefined;
  const next = lines.findIndex((line, i) => i > start && /^##\s/.test(line));
  const date = VERSION_HEADING.exec(lines[start]!)?.[2];
  return { ...(date ? { date } : {}), lines: lines.slice(start + 1, next === -1 ? undefined : next) };
}

/**
 * The notes of one version, or undefined when the changelog has no section for it (a build whose
 * version was never written up shows nothing rather than another version's notes).
 */
export function releaseNotes(markdown: string, version: string): ReleaseNotes | undefined {
  const section = sectionLines(markdown, version);
  if (!section) return undefined;
  const paragraph: string[] = [];
  const groups: ReleaseNotes["groups"] = [];
  let item: string[] | undefined;
  let summaryEnded = false;
  const endItem = () => {
    if (item?.length) groups.at(-1)?.items.push(plain(item.join(" ")));
    item = undefined;
  };
  for (const line of section.lines) {
    const group = GROUP_HEADING.exec(line);
    const entry = ITEM.exec(line);
    if (group) {
      endItem();
      groups.push({ title: plain(group[1]!), items: [] });
    } else if (entry && groups.length) {
      endItem();
      item = [entry[1]!];
    } else if (!line.trim()) {
      endItem();
      if (paragraph.length) summaryEnded = true;
    } else if (item && /^\s/.test(line)) {
      item.push(line.trim());
    } else if (!groups.length && !summaryEnded) {
      // Before the first group: the summary, its first paragraph only.
      paragraph.push(line.trim());
    }
  }
  endItem();
  const summary = plain(paragraph.join(" ")) || groups.flatMap((g) => g.items)[0] || "";
  return { version, ...(section.date ? { date: section.date } : {}), summary, groups };
}

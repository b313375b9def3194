import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../../..");
const MAX_README_LINES = 200;
/** The commands a newcomer runs on a fresh clone, and the parts of `npm test` beside them. */
const FRONT_DOOR_COMMANDS = [
  "npm run demo",
  "npm test",
  "npm run test:unit",
  "npm run test:e2e",
  "npm run test:firefox",
];

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

const anchorsIn = (markdown: string) =>
  new Set(
    [...markdown.replace(/```[\s\S]*?```/g, "").matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => anchorOf(m[1]!)),
  );

/** Every relative link or image of a Markdown file, with its anchor, outside code blocks. */
function relativeLinks(markdown: string): { target: string; anchor: string | undefined }[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, "");
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((href) => !/^[a-z]+:/i.test(href))
    .map((href) => {
      const [target, anchor] = href.split("#");
      return { target: target ?? "", anchor };
    });
}

/**
 * What is wrong with a Markdown file's relative links: a file that is not there, or an anchor that no
 * heading of its target makes. `read` gives a file's text by its path from the clone's root, or
 * undefined when there is none.
 */
function brokenLinks(path: string, markdown: string, read: (path: string) => string | undefined): string[] {
  return relativeLinks(markdown).flatMap(({ target, anchor }) => {
    const to = target === "" ? path : normalize(join(dirname(path), target));
    const text = read(to);
    if (text === undefined) return [`${path} links to ${to}, which is not there`];
    if (anchor === undefined || !to.endsWith(".md") || anchorsIn(text).has(anchor)) return [];
    return [`${path} links to ${to}#${anchor}, which no heading there makes`];
  });
}

/** What keeps a README from being the front door: too long, a broken link, a command missing. */
function readmeProblems(readme: string, read: (path: string) => string | undefined): string[] {
  const lines = readme.split("\n").length - (readme.endsWith("\n") ? 1 : 0);
  return [
    ...(lines > MAX_README_LINES ? [`README.md has ${lines} lines, more than ${MAX_README_LINES}`] : []),
    ...brokenLinks("README.md", readme, read),
    ...FRONT_DOOR_COMMANDS.filter((command) => !new RegExp(`\\b${command}(?![\\w:-])`).test(readme)).map(
      (command) => `README.md does not say \`${command}\``,
    ),
  ];
}

const readReal = (path: string) => {
  const full = join(ROOT, path);
  if (!existsSync(full)) return undefined;
  return path.endsWith(".md") ? readFileSync(full, "utf8") : "";
};
const README = readFileSync(join(ROOT, "README.md"), "utf8");
const DOCS = readdirSync(join(ROOT, "docs")).filter((name) => name.endsWith(".md"));

describe("the README", () => {
  it("is a front door: at most 200 lines, the two commands and the test parts, and no broken link", () => {
    expect(readmeProblems(README, readReal)).toEqual([]);
  });

  it("links every guide in docs/", () => {
    expect(DOCS.filter((name) => !README.includes(`](docs/${name})`))).toEqual([]);
  });

  it("leaves the table of editors to the agent's guide, where npm test writes it", () => {
    const guide = readFileSync(join(ROOT, "docs/agent-guide.md"), "utf8");
    expect(guide).toContain("<!-- insert-editors:start -->");
    expect(guide).toContain("<!-- insert-editors:end -->");
    expect(README).not.toContain("<!-- insert-editors:start -->");
    expect(readFileSync(join(ROOT, "scripts/insert-table.mjs"), "utf8")).toContain(
      'writeInsertTable(readme = "docs/agent-guide.md"',
    );
  });

  it("has docs whose relative links all reach a file and a heading", () => {
    const problems = DOCS.flatMap((name) =>
      brokenLinks(`docs/${name}`, readFileSync(join(ROOT, "docs", name), "utf8"), readReal),
    );
    expect(problems).toEqual([]);
  });
});

describe("the README check", () => {
  const files: Record<string, string> = {
    "docs/guide.md": "# Guide\n\n## The organisation's policy\n",
    "docs/shot.png": "",
  };
  const read = (path: string) => files[path];
  const good = [
    "# X",
    "[guide](docs/guide.md) ![shot](docs/shot.png) [policy](docs/guide.md#the-organisations-policy)",
    "```sh\nnpm run demo\nnpm test\nnpm run test:unit\nnpm run test:e2e\nnpm run test:firefox\n```",
    "[site](https://example.com)",
  ].join("\n");

  it("passes a short README with its commands and working links", () => {
    expect(readmeProblems(good, read)).toEqual([]);
  });

  it("finds a README over 200 lines, and lets one of exactly 200 pass", () => {
    const padded = (lines: number) => `${good}\n${"line\n".repeat(lines - good.split("\n").length)}`;
    expect(readmeProblems(padded(200), read)).toEqual([]);
    expect(readmeProblems(padded(201), read)).toEqual(["README.md has 201 lines, more than 200"]);
  });

  it("finds a link to a doc that is not there, and an anchor no heading makes", () => {
    const broken = `${good}\n[gone](docs/gone.md) [old](docs/guide.md#for-admins)`;
    expect(readmeProblems(broken, read)).toEqual([
      "README.md links to docs/gone.md, which is not there",
      "README.md links to docs/guide.md#for-admins, which no heading there makes",
    ]);
  });

  it("finds the demo or the test command missing, and does not take test:unit for npm test", () => {
    const noDemo = good.replace("npm run demo\n", "");
    expect(readmeProblems(noDemo, read)).toEqual(["README.md does not say `npm run demo`"]);
    const noTest = good.replace("npm test\n", "");
    expect(readmeProblems(noTest, read)).toEqual(["README.md does not say `npm test`"]);
  });

  it("reads links relative to the file that holds them", () => {
    expect(brokenLinks("docs/guide.md", "[privacy](../PRIVACY.md) [self](#guide)", read)).toEqual([
      "docs/guide.md links to PRIVACY.md, which is not there",
    ]);
  });
});

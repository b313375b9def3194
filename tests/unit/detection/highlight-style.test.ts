import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { HIGHLIGHT_STYLE, HIGHLIGHT_TINT } from "@/lib/detection/highlight-style.content";
import { HIGHLIGHT_PREFIX } from "@/lib/detection/highlighter.content";
import { TOKEN_KINDS } from "@/lib/detection/patterns";

/** The declarations of a stylesheet's rules, by highlight name: `{ "voucher-lens-customer": "background-color:…" }`. */
function declarationsByHighlight(sheet: string): Map<string, string> {
  const byName = new Map<string, string>();
  const withoutComments = sheet.replace(/\/\*[\s\S]*?\*\//g, "");
  for (const [, selectors, body] of withoutComments.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const declarations = body!
      .split(";")
      .map((d) => d.replace(/\s+/g, "").toLowerCase())
      .filter(Boolean)
      .sort()
      .join(";");
    for (const [, name] of selectors!.matchAll(/::highlight\(([\w-]+)\)/g)) byName.set(name!, declarations);
  }
  return byName;
}

describe("the look of the marks", () => {
  // Vitest hands CSS imports over empty: the file as the browser gets it.
  const css = readFileSync(resolve(process.cwd(), "lib/detection/highlight-style.css"), "utf8");
  const manifest = declarationsByHighlight(css);
  const shadowRoots = declarationsByHighlight(HIGHLIGHT_STYLE);

  it("is the same on the page and inside open shadow roots, for every kind of token", () => {
    const names = TOKEN_KINDS.map((kind) => `${HIGHLIGHT_PREFIX}${kind}`).sort();
    expect([...manifest.keys()].sort()).toEqual(names);
    expect([...shadowRoots.keys()].sort()).toEqual(names);
    for (const name of names) expect(shadowRoots.get(name)).toBe(manifest.get(name));
  });

  it("is the tint the content script checks for, and nothing drawn outside the text", () => {
    // An underline or a shadow makes Chromium lay marked text out again after every change the
    // helpdesk makes to its page (see highlight-style.css).
    for (const declarations of [...manifest.values(), ...shadowRoots.values()]) {
      expect(declarations).toBe(`background-color:${HIGHLIGHT_TINT.replace(/\s+/g, "")}`);
      expect(declarations).not.toMatch(/text-decoration|text-shadow|text-stroke|text-emphasis/);
    }
  });
});

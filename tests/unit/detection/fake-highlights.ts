import { afterAll, beforeAll } from "vitest";
import { HIGHLIGHT_PREFIX } from "@/lib/detection/highlighter.content";

// happy-dom has no CSS Custom Highlight API: minimal stand-ins, installed only where missing.
const g = globalThis as Record<string, unknown>;

class FakeStaticRange {
  startContainer: Node;
  startOffset: number;
  endContainer: Node;
  endOffset: number;
  constructor(init: StaticRangeInit) {
    this.startContainer = init.startContainer;
    this.startOffset = init.startOffset;
    this.endContainer = init.endContainer;
    this.endOffset = init.endOffset;
  }
}

/** Installs the stand-ins for the tests of the calling file. */
export function useFakeHighlights(): void {
  const installed: (() => void)[] = [];
  beforeAll(() => {
    if (typeof g.Highlight !== "function") {
      g.Highlight = class Highlight extends Set<AbstractRange> {};
      installed.push(() => delete g.Highlight);
    }
    if (typeof g.StaticRange !== "function") {
      g.StaticRange = FakeStaticRange;
      installed.push(() => delete g.StaticRange);
    }
    if (!(CSS as Partial<typeof CSS>).highlights) {
      // happy-dom's global CSS is a getter returning a new object each time: pin one that has a registry.
      const original = Object.getOwnPropertyDescriptor(globalThis, "CSS");
      const pinned = Object.assign(Object.create(CSS) as typeof CSS, { highlights: new Map() });
      Object.defineProperty(globalThis, "CSS", { value: pinned, configurable: true, writable: true });
      installed.push(() =>
        original ? Object.defineProperty(globalThis, "CSS", original) : delete (g as { CSS?: unknown }).CSS,
      );
    }
  });
  afterAll(() => {
    for (const uninstall of installed.splice(0)) uninstall();
  });
}

/** The page's highlight registered for a kind, as the browser would paint it. */
export const highlight = (kind: string) =>
  (CSS.highlights as unknown as Map<string, Set<AbstractRange>>).get(`${HIGHLIGHT_PREFIX}${kind}`);

/** The text each painted range of a kind covers. */
export function paintedText(kind: string): string[] {
  return [...(highlight(kind) ?? [])].map((range) => {
    const start = range.startContainer as Text;
    const end = range.endContainer as Text;
    if (start === end) return start.data.slice(range.startOffset, range.endOffset);
    return start.data.slice(range.startOffset) + end.data.slice(0, range.endOffset);
  });
}

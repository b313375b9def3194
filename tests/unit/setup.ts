import "fake-indexeddb/auto";
import { cleanup } from "@testing-library/preact";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { forgetOwnerCopies } from "@/lib/core/store/stored-family";
import { loadAllWords } from "./helpers/all-words";

// Views find their words loaded, as a page loads them before it draws: English, as the browser's is.
await loadAllWords("en");

beforeEach(() => {
  fakeBrowser.reset();
  // The worker's copies of what it stored went with the fake storage.
  forgetOwnerCopies();
  // A fresh database per test: secrets from one test must not leak into the next.
  globalThis.indexedDB = new IDBFactory();
});

afterEach(() => cleanup());

// happy-dom lays nothing out: every range of text is given the box a line of readable text has, at
// the page's start, so what counts as on a ticket is decided by the rules happy-dom can tell
// (tests of the layout's own reading give their own boxes). Files run in Node have no Range.
if (typeof Range === "function") Range.prototype.getBoundingClientRect = () => new DOMRect(8, 8, 120, 18);

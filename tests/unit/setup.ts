import "fake-indexeddb/auto";
import { cleanup } from "@testing-library/preact";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { forgetOwnerCopies } from "@/lib/core/store/stored-family";

beforeEach(() => {
  fakeBrowser.reset();
  // The worker's copies of what it stored went with the fake storage.
  forgetOwnerCopies();
  // A fresh database per test: secrets from one test must not leak into the next.
  globalThis.indexedDB = new IDBFactory();
});

afterEach(() => cleanup());

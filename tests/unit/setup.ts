import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { beforeEach } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";

beforeEach(() => {
  fakeBrowser.reset();
  // A fresh database per test: secrets from one test must not leak into the next.
  globalThis.indexedDB = new IDBFactory();
});

import "fake-indexeddb/auto";
import { cleanup } from "@testing-library/preact";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";

beforeEach(() => {
  fakeBrowser.reset();
  // A fresh database per test: secrets from one test must not leak into the next.
  globalThis.indexedDB = new IDBFactory();
});

afterEach(() => cleanup());

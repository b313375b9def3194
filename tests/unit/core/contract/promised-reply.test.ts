import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { browser as wxtBrowser } from "wxt/browser";

const EXTENSION_ID = "abcdefghijklmnopabcdefghijklmnop";
const ORIGIN = `chrome-extension://${EXTENSION_ID}/`;

type ChromeListener = (message: unknown, sender: object, sendResponse: (reply: unknown) => void) => unknown;

/**
 * Messaging as Chrome does it: a listener's returned promise is ignored, and the sender waits for
 * sendResponse only when a listener returned true; otherwise its callback gets nothing and
 * runtime.lastError says the port closed.
 */
function chromeLikeRuntime(sender: object) {
  const listeners = new Set<ChromeListener>();
  const runtime = {
    id: EXTENSION_ID,
    lastError: undefined as { message: string } | undefined,
    getURL: (path: string) => `${ORIGIN}${path.replace(/^\//, "")}`,
    onMessage: {
      addListener: (listener: ChromeListener) => listeners.add(listener),
      removeListener: (listener: ChromeListener) => listeners.delete(listener),
      hasListener: (listener: ChromeListener) => listeners.has(listener),
    },
    sendMessage(message: unknown, callback: (reply?: unknown) => void) {
      let answered = false;
      let kept = false;
      const sendResponse = (reply: unknown) => {
        if (answered) return;
        answered = true;
        setTimeout(() => callback(reply));
      };
      for (const listener of listeners) if (listener(message, sender, sendResponse) === true) kept = true;
      if (kept || answered) return;
      setTimeout(() => {
        runtime.lastError = { message: "The message port closed before a response was received." };
        callback();
        runtime.lastError = undefined;
      });
    },
  };
  return { runtime };
}

type ExtensionApi = typeof wxtBrowser;

const POLYFILL = readFileSync(createRequire(import.meta.url).resolve("webextension-polyfill"), "utf8");

/** webextension-polyfill, evaluated over a Chrome-like `chrome` as the built bundles evaluate it. */
function polyfillOver(chrome: object): ExtensionApi {
  vi.stubGlobal("chrome", chrome);
  vi.stubGlobal("browser", undefined);
  const module = { exports: {} as ExtensionApi };
  new Function("module", "exports", POLYFILL)(module, module.exports);
  return module.exports;
}

/** The contract's modules, loaded with wxt/browser pointing at the polyfilled Chrome-like API. */
async function contractOver(browser: ExtensionApi) {
  vi.resetModules();
  vi.doMock("wxt/browser", () => ({ browser }));
  return {
    router: await import("@/lib/core/contract/router"),
    channel: await import("@/lib/core/contract/content-channel"),
  };
}

afterEach(() => {
  vi.doUnmock("wxt/browser");
  vi.unstubAllGlobals();
});

describe("a reply promised by a message listener, in Chrome", () => {
  const page = { id: EXTENSION_ID, url: `${ORIGIN}sidepanel.html` };

  it("is lost without the polyfill: Chrome ignores the promise a listener returns", async () => {
    const chrome = chromeLikeRuntime(page);
    chrome.runtime.onMessage.addListener(async () => ({ ok: true, value: 1 }));
    const reply = await new Promise((resolve) => chrome.runtime.sendMessage({}, resolve));
    expect(reply).toBeUndefined();
  });

  it("reaches the page that asked the worker", async () => {
    const browser = polyfillOver(chromeLikeRuntime(page));
    const { router } = await contractOver(browser);
    router.answerMessages(async (message, sender) => ({ ok: true, value: { message, kind: sender.kind } }));
    expect(await browser.runtime.sendMessage({ type: "profiles.list", input: {} })).toEqual({
      ok: true,
      value: { message: { type: "profiles.list", input: {} }, kind: "extension_page" },
    });
  });

  it("reaches the asker as no answer when answering failed, so it is not left waiting", async () => {
    const browser = polyfillOver(chromeLikeRuntime(page));
    const { router } = await contractOver(browser);
    router.answerMessages(() => Promise.reject(new Error("broken")));
    expect(await browser.runtime.sendMessage({ type: "profiles.list", input: {} })).toBeUndefined();
  });

  it("reaches the worker from a content script, and a frame with nothing to say leaves it to others", async () => {
    const worker = { id: EXTENSION_ID };
    const browser = polyfillOver(chromeLikeRuntime(worker));
    const { channel } = await contractOver(browser);
    const stop = channel.answerWorker({
      "selection.get": async () => ({ text: "cust_123" }),
      "page.where": () => ({ url: "https://acme.zendesk.com/agent/tickets/1", doc: "d-1" }),
      "page.report": () => undefined,
      "reply.insert": () => undefined,
    });
    expect(await browser.runtime.sendMessage({ type: "selection.get", input: {} })).toEqual({
      text: "cust_123",
    });
    expect(await browser.runtime.sendMessage({ type: "page.where", input: {} })).toEqual({
      url: "https://acme.zendesk.com/agent/tickets/1",
      doc: "d-1",
    });
    // Asked of every frame to report again: none answers, and the asker is not left waiting.
    expect(
      await browser.runtime.sendMessage({ type: "page.report", input: { ticket: "t" } }),
    ).toBeUndefined();
    stop();
    expect(await browser.runtime.sendMessage({ type: "selection.get", input: {} })).toBeUndefined();
  });

  it("is never given to a page or another content script asking a content script", async () => {
    const pageInATab = { id: EXTENSION_ID, url: `${ORIGIN}sidepanel.html`, tab: { id: 3 } };
    const browser = polyfillOver(chromeLikeRuntime(pageInATab));
    const { channel } = await contractOver(browser);
    channel.answerWorker({
      "selection.get": () => ({ text: "cust_123" }),
      "page.where": () => undefined,
      "page.report": () => undefined,
      "reply.insert": () => undefined,
    });
    expect(await browser.runtime.sendMessage({ type: "selection.get", input: {} })).toBeUndefined();
  });
});

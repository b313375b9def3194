import { describe, expect, it, vi } from "vitest";
import { browser } from "wxt/browser";
import { answerByCallback } from "@/lib/core/contract/answer-by-callback";
import { answerWorker } from "@/lib/core/contract/content-channel";

/** The listener answerWorker registers, called as Chrome calls it: only sendResponse answers. */
function registered() {
  const addListener = vi.spyOn(browser.runtime.onMessage, "addListener");
  return async (message: unknown, sender: { id?: string; tab?: unknown }) => {
    const listener = addListener.mock.calls[0]?.[0];
    if (!listener) throw new Error("no listener registered");
    const sendResponse = vi.fn();
    const kept: unknown = listener(message, sender as Browser.runtime.MessageSender, sendResponse);
    await vi.waitFor(() => (kept === true ? expect(sendResponse).toHaveBeenCalled() : undefined));
    return { kept, answer: sendResponse.mock.calls[0]?.[0] };
  };
}

describe("a listener that answers a message", () => {
  it("answers through sendResponse, keeping the channel open until then", async () => {
    const listener = answerByCallback(async (message: string) => `${message} answered`);
    const sendResponse = vi.fn();
    expect(listener("asked", {}, sendResponse)).toBe(true);
    await vi.waitFor(() => expect(sendResponse).toHaveBeenCalledWith("asked answered"));
  });

  it("leaves a message it does not answer to others, closing the channel", () => {
    const sendResponse = vi.fn();
    expect(answerByCallback(() => undefined)("not mine", {}, sendResponse)).toBeUndefined();
    expect(sendResponse).not.toHaveBeenCalled();
  });

  it("gives no answer when answering failed, so the asker is not left waiting", async () => {
    const sendResponse = vi.fn();
    answerByCallback(() => Promise.reject(new Error("broken")))("asked", {}, sendResponse);
    await vi.waitFor(() => expect(sendResponse).toHaveBeenCalledWith(undefined));
  });
});

describe("a content script answering the worker", () => {
  it("answers the worker's question through sendResponse, as Chrome needs", async () => {
    const deliver = registered();
    const stop = answerWorker({
      "selection.get": () => ({ text: "cust_123" }),
      "page.where": () => ({ url: "https://acme.zendesk.com/agent/tickets/1", doc: "d-1" }),
      "page.report": () => undefined,
      "reply.insert": () => undefined,
    });
    const worker = { id: browser.runtime.id };
    expect(await deliver({ type: "selection.get", input: {} }, worker)).toEqual({
      kept: true,
      answer: { text: "cust_123" },
    });
    // A frame with no reply box leaves the question to the frame that has it.
    expect(
      await deliver({ type: "reply.insert", input: { text: "Hi", doc: "d-1", box: 1 } }, worker),
    ).toEqual({
      kept: undefined,
      answer: undefined,
    });
    expect(await deliver({ type: "page.where", input: {} }, worker)).toEqual({
      kept: true,
      answer: { url: "https://acme.zendesk.com/agent/tickets/1", doc: "d-1" },
    });
    // Asked of every frame to report again: none answers.
    expect(await deliver({ type: "page.report", input: { ticket: "t" } }, worker)).toEqual({
      kept: undefined,
      answer: undefined,
    });
    // A page or another content script (a sender with a tab) is never answered.
    expect(
      (await deliver({ type: "selection.get", input: {} }, { ...worker, tab: {} })).kept,
    ).toBeUndefined();
    stop();
  });
});

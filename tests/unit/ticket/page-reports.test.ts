import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { startPageReports } from "@/lib/ticket/page-reports.content";
import { FRAME_CAP } from "@/lib/ticket/token-caps";

/** A window as the content script sees it: its URL, its frames, its events (fired by the test). */
function fakeWindow(more: Partial<{ top: unknown; origin: string; sandbox: boolean }> = {}) {
  const listeners = new Map<string, ((event: Event) => void)[]>();
  const on = (type: string, listener: (event: Event) => void) =>
    listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  const win = {
    location: { href: "https://acme.zendesk.com/agent/tickets/1" },
    length: 1,
    origin: more.origin ?? "https://acme.zendesk.com",
    frameElement: more.sandbox ? { hasAttribute: (name: string) => name === "sandbox" } : null,
    top: undefined as unknown,
    addEventListener: on,
    navigation: { addEventListener: on },
    fire: (type: string, event: object = {}) => {
      for (const listener of listeners.get(type) ?? []) listener(event as Event);
    },
  };
  win.top = "top" in more ? more.top : win;
  return win;
}

const token = { kind: "customer" as const, text: "cust_aliceAliceAliceAliceAl", count: 1 };
let sent: ReturnType<typeof vi.fn>;
const messages = (type: string) =>
  sent.mock.calls
    .map(([message]) => message as { type: string; input: unknown })
    .filter((m) => m.type === type);

beforeEach(() => {
  vi.useFakeTimers();
  sent = vi.fn(async () => ({ ok: true, value: {} }));
  vi.spyOn(fakeBrowser.runtime, "sendMessage").mockImplementation(sent as never);
});
afterEach(() => vi.useRealTimers());

describe("what a document reports of itself", () => {
  it("reports the top frame's route at once, then only when its URL changed: a history change, a hash, the Navigation API, a batch's check", () => {
    const win = fakeWindow();
    const reports = startPageReports(win as never);
    expect(messages("page.route").map((m) => m.input)).toEqual([
      { doc: reports.doc, url: "https://acme.zendesk.com/agent/tickets/1" },
    ]);
    reports.route();
    win.fire("popstate");
    expect(messages("page.route")).toHaveLength(1);
    // history.pushState fires no event: the next batch of the page's changes checks.
    win.location.href = "https://acme.zendesk.com/agent/tickets/2";
    reports.route();
    win.location.href = "https://acme.zendesk.com/agent/tickets/2#reply";
    win.fire("hashchange");
    win.location.href = "https://acme.zendesk.com/agent/tickets/3";
    win.fire("currententrychange");
    expect(messages("page.route").map((m) => (m.input as { url: string }).url)).toEqual([
      "https://acme.zendesk.com/agent/tickets/1",
      "https://acme.zendesk.com/agent/tickets/2",
      "https://acme.zendesk.com/agent/tickets/2#reply",
      "https://acme.zendesk.com/agent/tickets/3",
    ]);
  });

  it("names no route from a sub-frame, and says when the frame sees itself sandboxed", () => {
    const top = fakeWindow();
    const frame = startPageReports(fakeWindow({ top, sandbox: true }) as never);
    expect(messages("page.route")).toEqual([]);
    expect(frame.sandboxed).toBe(true);
    expect(startPageReports(fakeWindow({ top, origin: "null" }) as never).sandboxed).toBe(true);
    expect(startPageReports(fakeWindow({ top }) as never).sandboxed).toBe(false);
  });

  it("reports its tokens with its id, a few times a second at most, and once asked again, for the ticket the worker names", () => {
    const reports = startPageReports(fakeWindow() as never);
    reports.tokens([token]);
    reports.tokens([token, { ...token, text: "cust_bobBobBobBobBobBobBobBo" }]);
    vi.advanceTimersByTime(250);
    expect(messages("page.detected").map((m) => m.input)).toEqual([
      {
        doc: reports.doc,
        tokens: [token, { ...token, text: "cust_bobBobBobBobBobBobBobBo" }],
        sandboxed: false,
      },
    ]);
    reports.again("https://acme.zendesk.com t2");
    // The page's next batch may still change it: the report waits for it.
    vi.advanceTimersByTime(250);
    expect(messages("page.detected")).toHaveLength(1);
    reports.tokens([token]);
    vi.advanceTimersByTime(250);
    expect(messages("page.detected").at(-1)?.input).toEqual({
      doc: reports.doc,
      tokens: [token],
      ticket: "https://acme.zendesk.com t2",
      sandboxed: false,
    });
    expect(messages("page.detected")).toHaveLength(2);
  });

  it("sends at most FRAME_CAP tokens, and how many more the frame shows", () => {
    const reports = startPageReports(fakeWindow() as never);
    const many = Array.from({ length: FRAME_CAP + 37 }, (_, i) => ({ ...token, text: `v_${i}` }));
    reports.tokens(many);
    vi.advanceTimersByTime(250);
    const input = messages("page.detected")[0]?.input as { tokens: unknown[]; more?: number };
    expect(input.tokens).toEqual(many.slice(0, FRAME_CAP));
    expect(input.more).toBe(37);
  });

  it("says when the page removed an iframe, and not for other removed nodes", () => {
    const reports = startPageReports(fakeWindow() as never);
    const message = document.createElement("div");
    message.innerHTML = "<p>cust_aliceAliceAliceAliceAl</p>";
    reports.removed(new Set([message, document.createTextNode("x")]));
    expect(messages("page.framesRemoved")).toEqual([]);
    const withFrame = document.createElement("div");
    withFrame.append(document.createElement("iframe"));
    reports.removed(new Set([withFrame]));
    reports.removed(new Set([document.createElement("iframe")]));
    expect(messages("page.framesRemoved")).toHaveLength(2);
  });

  it("says when it goes (pagehide), and reports its route again when it comes back from the back/forward cache", () => {
    const win = fakeWindow();
    const reports = startPageReports(win as never);
    win.fire("pagehide");
    expect(messages("page.gone").map((m) => m.input)).toEqual([{ doc: reports.doc }]);
    win.fire("pageshow", { persisted: false });
    expect(messages("page.route")).toHaveLength(1);
    win.fire("pageshow", { persisted: true });
    expect(messages("page.route")).toHaveLength(2);
  });
});

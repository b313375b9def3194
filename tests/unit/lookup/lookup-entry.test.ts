import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { fileLookupFrom } from "@/entrypoints/background/queue-lookup";
import {
  COMMAND_ID,
  MENU_ID,
  onCommand,
  onMenuClicked,
  selectionToQuery,
} from "@/lib/lookup/lookup-entry.worker";
import { pendingLookupAfter } from "@/lib/lookup/pending-lookup";
import { seeTicket } from "@/lib/ticket/detected-tokens.worker";

/** Filing alone: nothing is asked ahead of the panel. */
const fileLookup = fileLookupFrom(async () => {});

/** Lets the fire-and-forget work of a click or a shortcut settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

/** What a panel in that window would show. */
const queued = (windowId?: number) => pendingLookupAfter(0, windowId);

beforeEach(() => {
  // Outside a real user gesture the browser refuses to open the panel; the lookup must still be queued.
  vi.spyOn(fakeBrowser.sidebarAction, "open").mockRejectedValue(new Error("not a user gesture"));
});

describe("reading the selection as a lookup", () => {
  it.each([
    ["BF25-XK3P9Q", "BF25-XK3P9Q"],
    ["  cust_qBwHpagDOFu71Z3F22UzR80X \n", "cust_qBwHpagDOFu71Z3F22UzR80X"],
    ["bob\n\t smith", "bob smith"],
    ["x".repeat(256), "x".repeat(256)],
  ])("reads %j as %j", (selection, query) => {
    expect(selectionToQuery(selection)).toBe(query);
  });

  it.each([
    ["nothing selected", undefined],
    ["an empty selection", ""],
    ["only whitespace", " \n\t "],
    ["more than 256 characters", "x".repeat(257)],
    ["a long paragraph once collapsed", `${"word ".repeat(60)}`],
  ])("refuses %s", (_label, selection) => {
    expect(selectionToQuery(selection)).toBeUndefined();
  });
});

describe("looking up from the context menu", () => {
  const tab = { id: 42, windowId: 7 };

  it("queues the selected text for the side panel of the window it came from", async () => {
    onMenuClicked({ menuItemId: MENU_ID, selectionText: "  BF25-XK3P9Q " }, tab, fileLookup);
    await vi.waitFor(async () =>
      expect(await queued(7)).toMatchObject({
        lookup: { kind: "code", value: "BF25-XK3P9Q" },
        windowId: 7,
      }),
    );
    expect(fakeBrowser.sidebarAction.open).toHaveBeenCalled();
  });

  it("queues it with the tab and the ticket the tab shows, which its answer is about", async () => {
    await seeTicket(42, crypto.randomUUID(), "https://acme.zendesk.com/agent/tickets/7");
    onMenuClicked({ menuItemId: MENU_ID, selectionText: "BF25-XK3P9Q" }, tab, fileLookup);
    await vi.waitFor(async () =>
      expect(await queued(7)).toMatchObject({
        lookup: { kind: "code", value: "BF25-XK3P9Q" },
        tabId: 42,
        ticket: { key: "https://acme.zendesk.com t7", label: "#7" },
      }),
    );
  });

  it("queues a selected loyalty member id as one, for the panel of the tab's window", async () => {
    onMenuClicked({ menuItemId: MENU_ID, selectionText: "lmbr_97058937a2315e0819" }, tab, fileLookup);
    await vi.waitFor(async () =>
      expect(await queued(7)).toMatchObject({
        lookup: { kind: "loyalty_member_id", value: "lmbr_97058937a2315e0819" },
        windowId: 7,
      }),
    );
  });

  it("shows the lookup only to a panel in the window it was asked in", async () => {
    onMenuClicked({ menuItemId: MENU_ID, selectionText: "BF25-XK3P9Q" }, tab, fileLookup);
    await vi.waitFor(async () => expect(await queued(7)).toBeDefined());
    expect(await pendingLookupAfter(0, 8)).toBeUndefined();
  });

  it("queues the lookup without a tab when the menu was used outside one", async () => {
    onMenuClicked({ menuItemId: MENU_ID, selectionText: "LT1-wMPnRhxb" }, undefined, fileLookup);
    await vi.waitFor(async () =>
      expect(await queued()).toMatchObject({ lookup: { kind: "code", value: "LT1-wMPnRhxb" } }),
    );
    expect((await queued())?.windowId).toBeUndefined();
  });

  it("ignores clicks on other menu items", async () => {
    onMenuClicked({ menuItemId: "some-other-item", selectionText: "BF25-XK3P9Q" }, tab, fileLookup);
    await settled();
    expect(await queued(7)).toBeUndefined();
    expect(fakeBrowser.sidebarAction.open).not.toHaveBeenCalled();
  });

  it("opens the panel but queues nothing for an over-long selection", async () => {
    onMenuClicked({ menuItemId: MENU_ID, selectionText: "x".repeat(300) }, tab, fileLookup);
    await settled();
    expect(await queued(7)).toBeUndefined();
    expect(fakeBrowser.sidebarAction.open).toHaveBeenCalled();
  });

  // Regression (fixed): onMenuClicked and onCommand in lib/lookup/lookup-entry.worker.ts guard the panel
  // with `void openSidePanel(…).catch(…)`, which only catches a rejected promise. When the browser's
  // open() throws synchronously — WXT's fake browser does; Chrome's extension APIs throw on argument
  // validation errors — the handler throws before the lookup is filed, so the agent gets no lookup (and
  // an uncaught error in the background). Fix: wrap the call, e.g.
  // `try { void openSidePanel(…).catch(() => undefined); } catch {}`, or make openSidePanel `async`.
  it("still queues the lookup when opening the panel throws at once", async () => {
    vi.mocked(fakeBrowser.sidebarAction.open).mockImplementation(() => {
      throw new Error("sidebarAction.open failed");
    });
    try {
      onMenuClicked({ menuItemId: MENU_ID, selectionText: "BF25-XK3P9Q" }, tab, fileLookup);
    } catch {
      // the lookup below is what the agent notices
    }
    await vi.waitFor(
      async () => expect(await queued(7)).toMatchObject({ lookup: { kind: "code", value: "BF25-XK3P9Q" } }),
      { timeout: 200 },
    );
  });
});

describe("looking up with the keyboard shortcut", () => {
  const tab = { id: 9, windowId: 1 };

  it("asks the page for its selection and queues it, trimmed and read by its shape", async () => {
    const sendMessage = vi
      .spyOn(fakeBrowser.tabs, "sendMessage")
      .mockResolvedValue({ text: "  cust_tAED42tFhLM9v7GmZUaklJFd \n" });
    onCommand(COMMAND_ID, tab, fileLookup);
    await vi.waitFor(async () =>
      expect(await queued(1)).toMatchObject({
        lookup: { kind: "customer_id", value: "cust_tAED42tFhLM9v7GmZUaklJFd" },
        windowId: 1,
      }),
    );
    // Asked of the whole tab, no frame named (no options): the frame that has the focus answers.
    expect(sendMessage).toHaveBeenCalledWith(9, { type: "selection.get", input: {} }, undefined);
  });

  it("files the selection under the ticket the tab showed as the keys were pressed, not under the next", async () => {
    // The helpdesk moves the tab to ticket #8 while the page is still asked for its selection.
    const doc = crypto.randomUUID();
    await seeTicket(9, doc, "https://acme.zendesk.com/agent/tickets/7");
    let answer: (reply: unknown) => void = () => undefined;
    vi.spyOn(fakeBrowser.tabs, "sendMessage").mockImplementation((_tabId, message) =>
      (message as { type?: string }).type === "selection.get"
        ? new Promise((resolve) => {
            answer = resolve;
          })
        : Promise.resolve(undefined),
    );
    onCommand(COMMAND_ID, tab, fileLookup);
    await seeTicket(9, doc, "https://acme.zendesk.com/agent/tickets/8");
    answer({ text: "BF25-XK3P9Q" });
    await vi.waitFor(async () =>
      expect(await queued(1)).toMatchObject({
        lookup: { kind: "code", value: "BF25-XK3P9Q" },
        tabId: 9,
        ticket: { label: "#7" },
      }),
    );
  });

  it.each([
    ["the page has no content script", () => Promise.reject(new Error("Receiving end does not exist"))],
    ["nothing is selected", () => Promise.resolve({ text: "" })],
    ["the page answers something other than text", () => Promise.resolve({ selection: "BF25-XK3P9Q" })],
    ["the page answers a bare string, as content scripts of 0.2 did", () => Promise.resolve("BF25-XK3P9Q")],
  ])("queues nothing, without an error, when %s", async (_label, reply) => {
    vi.spyOn(fakeBrowser.tabs, "sendMessage").mockImplementation(reply);
    expect(() => onCommand(COMMAND_ID, tab, fileLookup)).not.toThrow();
    await settled();
    expect(await queued(1)).toBeUndefined();
  });

  it("does nothing for another command or without a tab", async () => {
    const sendMessage = vi.spyOn(fakeBrowser.tabs, "sendMessage").mockResolvedValue({ text: "BF25-XK3P9Q" });
    onCommand("some-other-command", tab, fileLookup);
    onCommand(COMMAND_ID, undefined, fileLookup);
    onCommand(COMMAND_ID, { windowId: 1 }, fileLookup);
    await settled();
    expect(sendMessage).not.toHaveBeenCalled();
    expect(await queued(1)).toBeUndefined();
  });
});

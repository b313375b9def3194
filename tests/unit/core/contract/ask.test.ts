import { describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { ask, send } from "@/lib/core/contract/ask";

const page = { params: { limit: 5 } };

describe("ask, the one way to ask the worker", () => {
  it("sends the type and the input in one envelope and returns the typed reply", async () => {
    const sent: unknown[] = [];
    vi.spyOn(fakeBrowser.runtime, "sendMessage").mockImplementation(async (message: unknown) => {
      sent.push(message);
      return { ok: true, value: { total: 3, redemptions: [] }, credential: "app_keys" };
    });
    const reply = await ask("redemptions.list", page);
    expect(sent).toEqual([{ type: "redemptions.list", input: page }]);
    expect(reply).toEqual({ ok: true, value: { total: 3, redemptions: [] }, credential: "app_keys" });
  });

  it("asks a lookup once more when the worker was stopped while holding it", async () => {
    const send = vi
      .spyOn(fakeBrowser.runtime, "sendMessage")
      .mockRejectedValueOnce(new Error("The message port closed before a response was received."))
      .mockResolvedValueOnce({ ok: true, value: { total: 0, redemptions: [] } });
    expect(await ask("redemptions.list", page)).toMatchObject({ ok: true });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("asks a lookup a third time, a moment later, when the worker was still being stopped", async () => {
    const send = vi
      .spyOn(fakeBrowser.runtime, "sendMessage")
      .mockRejectedValueOnce(new Error("The message port closed before a response was received."))
      .mockRejectedValueOnce(new Error("Could not establish connection. Receiving end does not exist."))
      .mockResolvedValueOnce({ ok: true, value: { total: 0, redemptions: [] } });
    expect(await ask("redemptions.list", page)).toMatchObject({ ok: true });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it("says the worker does not answer after the third ask, not sooner", async () => {
    const send = vi.spyOn(fakeBrowser.runtime, "sendMessage").mockRejectedValue(new Error("port closed"));
    expect(await ask("redemptions.list", page)).toMatchObject({ ok: false, error: { kind: "network" } });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it.each([
    ["memberships.get", { params: { customerId: "cust_1" } }],
    ["programMembership.get", { params: { programId: "camp_1", memberId: "mem_1" } }],
    ["pendingPoints.list", { params: { programId: "camp_1", memberId: "mem_1" } }],
    ["cardHistory.list", { params: { programId: "camp_1", memberId: "mem_1" } }],
    ["tierHistory.list", { params: { programId: "camp_1", memberId: "mem_1" } }],
    ["rewardPurchases.list", { params: { programId: "camp_1", memberId: "mem_1" } }],
    ["memberHistory.list", { params: { memberId: "CARD-1" } }],
    ["expiringPoints.list", { params: { campaignId: "camp_1", memberId: "mem_1" } }],
  ] as const)(
    "asks %s again when the worker was stopped while holding it: it only reads",
    async (type, input) => {
      const send = vi
        .spyOn(fakeBrowser.runtime, "sendMessage")
        .mockRejectedValueOnce(new Error("The message port closed before a response was received."))
        .mockRejectedValueOnce(new Error("Could not establish connection. Receiving end does not exist."))
        .mockResolvedValueOnce({ ok: true, value: {} });
      // The input's shape is the contract's; what is asked again is the same message.
      expect(await ask(type, input as never)).toMatchObject({ ok: true });
      expect(send).toHaveBeenCalledTimes(3);
      expect(send.mock.calls[2]?.[0]).toEqual(send.mock.calls[0]?.[0]);
    },
  );

  it("never repeats a revoke, which may already have gone through", async () => {
    const send = vi.spyOn(fakeBrowser.runtime, "sendMessage").mockRejectedValue(new Error("port closed"));
    const reply = await ask("token.revoke", { target: { kind: "stored" } });
    expect(send).toHaveBeenCalledTimes(1);
    expect(reply).toMatchObject({ ok: false, error: { kind: "network" } });
  });

  it.each([
    ["nothing", undefined],
    ["a bare value", "cust_tAED42tFhLM9v7GmZUaklJFd"],
    ["an error of no known kind", { ok: false, error: { kind: "weird" } }],
    ["a success whose credential is unknown", { ok: true, value: {}, credential: "master_key" }],
  ])("reads %s as the worker not answering, not as an answer", async (_label, reply) => {
    vi.spyOn(fakeBrowser.runtime, "sendMessage").mockResolvedValue(reply);
    const answer = await ask("member.get", { params: { memberId: "X" } });
    expect(answer).toMatchObject({ ok: false, error: { kind: "network" } });
  });

  it("hands progress notices of its own ticket to the caller, and no one else's", async () => {
    const notices: unknown[] = [];
    let ticket = "";
    vi.spyOn(fakeBrowser.runtime, "sendMessage").mockImplementation(async (message: unknown) => {
      ticket = (message as { ticket: string }).ticket;
      const worker = { id: fakeBrowser.runtime.id };
      const notify = (notice: unknown, sender: object) =>
        fakeBrowser.runtime.onMessage.trigger(notice, sender as never);
      await notify({ type: "lookup.waiting", ticket, until: 5, cause: "rate_limited" }, worker);
      await notify({ type: "lookup.waiting", ticket: "someone-else", until: 6, cause: "network" }, worker);
      // A content script (it has a tab) cannot pose as the worker.
      await notify(
        { type: "lookup.waiting", ticket, until: 7, cause: "network" },
        { ...worker, tab: { id: 1 } },
      );
      return { ok: true, value: { total: 0, redemptions: [] } };
    });
    await ask("redemptions.list", page, { onWait: (notice) => notices.push(notice) });
    expect(ticket).toMatch(/^[\w-]+$/);
    expect(notices).toEqual([{ type: "lookup.waiting", ticket, until: 5, cause: "rate_limited" }]);
  });

  it("says in the envelope when the page wants the API's answer as of now (a refresh), and only then", async () => {
    const sent: unknown[] = [];
    vi.spyOn(fakeBrowser.runtime, "sendMessage").mockImplementation(async (message: unknown) => {
      sent.push(message);
      return { ok: true, value: { total: 0, redemptions: [] } };
    });
    await ask("redemptions.list", page, { fresh: true });
    await ask("redemptions.list", page, { fresh: true, onWait: () => undefined });
    await ask("redemptions.list", page);
    expect(sent).toEqual([
      { type: "redemptions.list", input: page, fresh: true },
      { type: "redemptions.list", input: page, ticket: expect.any(String), fresh: true },
      { type: "redemptions.list", input: page },
    ]);
  });
});

describe("send, a content script's way to ask the worker", () => {
  it("takes the worker's value from a reply that is exactly one", async () => {
    vi.spyOn(fakeBrowser.runtime, "sendMessage").mockResolvedValue({ ok: true, value: { recorded: 2 } });
    expect(await send("page.route", { doc: "d1", url: "https://help.example/t/1" })).toEqual({
      ok: true,
      value: { recorded: 2 },
    });
  });

  it("reads a reply with anything beside its value, or a failure's, as no answer", async () => {
    const replies = vi
      .spyOn(fakeBrowser.runtime, "sendMessage")
      .mockResolvedValueOnce({ ok: true, value: { recorded: 2 }, credential: "app_keys" })
      .mockResolvedValueOnce({ ok: false, error: { kind: "network" } });
    expect(await send("page.route", { doc: "d1", url: "https://help.example/t/1" })).toEqual({ ok: false });
    expect(await send("page.route", { doc: "d1", url: "https://help.example/t/1" })).toEqual({ ok: false });
    expect(replies).toHaveBeenCalledTimes(2);
  });

  it("asks once more for what is safe to ask twice when the worker stops mid-answer, never a third time", async () => {
    const settings = { emails: true, codePatterns: [] };
    const replies = vi
      .spyOn(fakeBrowser.runtime, "sendMessage")
      .mockRejectedValueOnce(new Error("Could not establish connection. Receiving end does not exist."))
      .mockResolvedValueOnce({ ok: true, value: settings });
    expect(await send("detection.config", {})).toEqual({ ok: true, value: settings });
    expect(replies).toHaveBeenCalledTimes(2);

    replies
      .mockReset()
      .mockRejectedValue(new Error("The message port closed before a response was received."));
    expect(await send("detection.config", {})).toEqual({ ok: false });
    expect(replies).toHaveBeenCalledTimes(2);
  });

  it("reads a browser that throws at once, in a script whose extension was reloaded, as no answer", async () => {
    const replies = vi
      .spyOn(fakeBrowser.runtime, "sendMessage")
      .mockImplementationOnce(() => {
        throw new Error("Extension context invalidated.");
      })
      .mockResolvedValueOnce({ ok: true, value: { emails: false, codePatterns: [] } });
    expect(await send("detection.config", {})).toEqual({
      ok: true,
      value: { emails: false, codePatterns: [] },
    });
    replies.mockReset().mockImplementation(() => {
      throw new Error("Extension context invalidated.");
    });
    expect(await send("page.route", { doc: "d1", url: "https://help.example/t/1" })).toEqual({ ok: false });
    expect(replies).toHaveBeenCalledTimes(1);
  });

  it("does not ask again what would be counted twice", async () => {
    const replies = vi.spyOn(fakeBrowser.runtime, "sendMessage").mockResolvedValue(undefined);
    expect(await send("page.route", { doc: "d1", url: "https://help.example/t/1" })).toEqual({ ok: false });
    expect(replies).toHaveBeenCalledTimes(1);
  });
});

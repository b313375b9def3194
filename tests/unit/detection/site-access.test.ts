import { describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { disableOnSite, enableOnSite, matchesBuiltIn, siteState } from "@/lib/detection/site-access";

type Scripting = {
  getRegisteredContentScripts: ReturnType<typeof vi.fn>;
  registerContentScripts: ReturnType<typeof vi.fn>;
  unregisterContentScripts: ReturnType<typeof vi.fn>;
  executeScript: ReturnType<typeof vi.fn>;
};

function fakeScripting(registered: string[] = []): Scripting {
  const scripting: Scripting = {
    getRegisteredContentScripts: vi.fn(async ({ ids }: { ids: string[] }) =>
      registered.filter((id) => ids.includes(id)).map((id) => ({ id })),
    ),
    registerContentScripts: vi.fn(async () => {}),
    unregisterContentScripts: vi.fn(async () => {}),
    executeScript: vi.fn(async () => []),
  };
  (fakeBrowser as unknown as { scripting: Scripting }).scripting = scripting;
  return scripting;
}

describe("where detection runs", () => {
  it.each([
    ["https://acme.zendesk.com", true],
    ["https://support.acme.freshdesk.com", true],
    ["https://app.intercom.com", true],
    ["https://acme.lightning.force.com", true],
    ["https://acme.my.salesforce.com", true],
    ["https://zendesk.com.evil.example", false],
    ["https://evilzendesk.com", false],
    ["https://app.intercom.com.evil.example", false],
    ["https://helpdesk.acme.example", false],
  ])("%s is a built-in helpdesk: %s", (origin, builtIn) => {
    expect(matchesBuiltIn(origin)).toBe(builtIn);
  });

  it("says which sites run detection", async () => {
    fakeScripting(["site:https://helpdesk.acme.example"]);
    expect(await siteState("https://acme.zendesk.com/agent/tickets/1")).toEqual({
      kind: "built_in",
      origin: "https://acme.zendesk.com",
    });
    expect(await siteState("https://helpdesk.acme.example/t/9")).toEqual({
      kind: "enabled",
      origin: "https://helpdesk.acme.example",
    });
    expect(await siteState("https://acme.zendesk.com/hc/en-us/articles/1")).toEqual({
      kind: "unsupported",
      reason:
        "Voucher Lens runs on Zendesk only in its agent workspace; this page is outside it (a help center or another public page, say).",
    });
    expect(await siteState("https://other.example/")).toEqual({
      kind: "disabled",
      origin: "https://other.example",
    });
    expect(await siteState("http://insecure.example/")).toMatchObject({ kind: "unsupported" });
    expect(await siteState(undefined)).toMatchObject({ kind: "unsupported" });
  });
});

describe("enabling and disabling a site", () => {
  it("asks for that site only, registers detection for it and starts it on the open page", async () => {
    const scripting = fakeScripting();
    const request = vi.spyOn(fakeBrowser.permissions, "request").mockResolvedValue(true);
    expect(await enableOnSite("https://helpdesk.acme.example", 5)).toBe(true);
    expect(request).toHaveBeenCalledWith({ origins: ["https://helpdesk.acme.example/*"] });
    expect(scripting.registerContentScripts).toHaveBeenCalledWith([
      expect.objectContaining({
        id: "site:https://helpdesk.acme.example",
        matches: ["https://helpdesk.acme.example/*"],
        allFrames: true,
      }),
    ]);
    expect(scripting.executeScript).toHaveBeenCalledWith({
      target: { tabId: 5, allFrames: true },
      files: ["/content-scripts/content.js"],
    });
  });

  it("changes nothing when the agent declines the permission", async () => {
    const scripting = fakeScripting();
    vi.spyOn(fakeBrowser.permissions, "request").mockResolvedValue(false);
    expect(await enableOnSite("https://helpdesk.acme.example", 5)).toBe(false);
    expect(scripting.registerContentScripts).not.toHaveBeenCalled();
  });

  it("unregisters and gives the permission back", async () => {
    const scripting = fakeScripting(["site:https://helpdesk.acme.example"]);
    const remove = vi.spyOn(fakeBrowser.permissions, "remove").mockResolvedValue(true);
    await disableOnSite("https://helpdesk.acme.example");
    expect(scripting.unregisterContentScripts).toHaveBeenCalledWith({
      ids: ["site:https://helpdesk.acme.example"],
    });
    expect(remove).toHaveBeenCalledWith({ origins: ["https://helpdesk.acme.example/*"] });
  });
});

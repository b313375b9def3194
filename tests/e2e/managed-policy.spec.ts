import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { sweepChromiumPolicies, writeChromiumPolicy, writeChromiumPolicyText } from "../policy-files";
import {
  defaultHostMap,
  EXTENSION_DIR,
  expect,
  extensionWorker,
  launchExtensionContext,
  saveProfileThroughOptions,
  test,
  unpackedExtensionId,
} from "./fixtures";
import { search, seriousViolations } from "./panel-helpers";
import { markedTexts } from "./ticket-helpers";

// Issue #21, managed configuration, in Chromium as an organisation rolls it out: a policy file in
// /etc/chromium/policies/managed names the extension's id, Chromium reads it at start, and the
// extension's worker applies it. The policy names a copy of the build (its own id, from its own
// folder), so no other test running meanwhile sees it; the file goes when the test ends.

interface Managed {
  context: BrowserContext;
  openPage(name: string): Promise<Page>;
}

/** Chromium with a copy of the build and a policy for that copy; everything removed afterwards. */
async function withPolicy(
  hostMap: Record<string, number>,
  policy: (extensionId: string) => unknown,
  run: (managed: Managed) => Promise<void>,
): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), "voucher-lens-managed-"));
  const extensionDir = join(dir, "extension");
  await cp(EXTENSION_DIR, extensionDir, { recursive: true });
  const extensionId = unpackedExtensionId(extensionDir);
  try {
    await writeChromiumPolicy(extensionId, policy(extensionId));
    const launched = await launchExtensionContext(hostMap, extensionDir);
    try {
      await extensionWorker(launched.context, extensionDir);
      await run({
        context: launched.context,
        async openPage(name) {
          const page = await launched.context.newPage();
          await page.goto(`chrome-extension://${extensionId}/${name}`);
          return page;
        },
      });
    } finally {
      await launched.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// One at a time: both write into the same machine-wide folder, which the sweep removes when it
// made it. After each test, a timed-out one too, no policy file of a test stays behind.
test.describe.configure({ mode: "serial" });
test.afterEach(sweepChromiumPolicies);

test("an admin's policy gives the agent the team's profile: they add only their App Token, and lookups use it", async ({
  api,
  helpdesk,
}) => {
  const policy = {
    profiles: [
      {
        id: "eu",
        name: "Acme EU (team)",
        region: "api",
        appId: api.credentials.appId,
        replyLanguage: "es",
      },
    ],
    defaultProfile: "eu",
    codePatterns: ["SUMMER24-"],
    teamEmailDomains: ["acme.com"],
    helpdeskSites: ["https://help.acme.test"],
    locked: true,
  };
  await withPolicy(
    defaultHostMap(api, helpdesk),
    () => policy,
    async ({ context, openPage }) => {
      const options = await openPage("options.html");
      const entry = options.getByRole("listitem").filter({ hasText: "Acme EU (team)" });
      await expect(entry.getByText("Set by your organisation")).toBeVisible();
      // Only the policy removes it.
      await expect(options.getByRole("button", { name: "Delete “Acme EU (team)”" })).toHaveCount(0);
      await expect(options.getByRole("heading", { name: "Set by your organisation" })).toBeVisible();
      await expect(options.getByRole("button", { name: "Enable on help.acme.test" })).toBeVisible();
      await expect(
        options.getByText("Your team's email domains, never taken for the ticket's customer: acme.com."),
      ).toBeVisible();

      // Locked: what the policy gives is shown and cannot be changed; the token is the agent's.
      await expect(options.getByLabel("Profile name")).toHaveValue("Acme EU (team)");
      await expect(options.getByLabel("Profile name")).not.toBeEditable();
      // Read-only, yet reached by Tab with why: a disabled control would be skipped.
      await expect(options.getByLabel("Region")).toHaveValue("Europe (default) — api.voucherify.io");
      await expect(options.getByLabel("Region")).not.toBeEditable();
      await expect(options.getByLabel("Region")).toHaveAccessibleDescription(/Set by your organisation/);
      await expect(options.getByLabel("App ID")).toHaveValue(api.credentials.appId);
      await expect(options.getByLabel("App ID")).not.toBeEditable();
      await expect(options.getByLabel("Default reply language")).toHaveValue("Español");
      await expect(options.getByLabel("Default reply language")).not.toBeEditable();
      await options.getByLabel("App Token").fill(api.credentials.appToken);
      await options.getByRole("button", { name: "Save" }).click();
      await expect(options.getByText("Saved “Acme EU (team)”.")).toBeVisible();
      expect(await seriousViolations(options)).toEqual([]);

      const panel = await openPage("sidepanel.html");
      await search(panel, api.data.samples.customerId);
      await expect(panel.locator(".redemption").first()).toBeVisible();
      const last = api.requests.filter((r) => r.path === "/v1/redemptions").at(-1)!;
      expect(last.headers.host).toBe("api.voucherify.io");
      expect(last.headers["x-app-id"]).toBe(api.credentials.appId);
      expect(last.headers["x-app-token"]).toBe(api.credentials.appToken);

      // The team's code prefix is marked on a ticket with no pattern of the agent's own.
      const ticket = await context.newPage();
      await ticket.goto(helpdesk.pageUrl("ticket.html"));
      await expect
        .poll(async () => (await markedTexts(ticket))["voucher-lens-code"] ?? [])
        .toContainEqual(expect.stringMatching(/^SUMMER24-/));
    },
  );
});

test("a locked policy holds masking on, sets the log's retention and tags every call with the agent's tag", async ({
  api,
  helpdesk,
}) => {
  const policy = {
    profiles: [{ id: "eu", name: "Acme EU (team)", region: "api", appId: api.credentials.appId }],
    defaultProfile: "eu",
    maskPersonalData: true,
    lookupLogDays: 7,
    agentTag: "team-b/anna",
    locked: true,
  };
  await withPolicy(
    defaultHostMap(api, helpdesk),
    () => policy,
    async ({ openPage }) => {
      const options = await openPage("options.html");
      // The form shows the team's profile once the policy is applied: the token goes there.
      await expect(options.getByLabel("Profile name")).toHaveValue("Acme EU (team)");
      await options.getByLabel("App Token").fill(api.credentials.appToken);
      await options.getByRole("button", { name: "Save" }).click();
      await expect(options.getByText("Saved “Acme EU (team)”.")).toBeVisible();
      const masking = options.getByRole("checkbox", { name: "Mask customer data" });
      await expect(masking).toBeChecked();
      await expect(masking).toBeDisabled();
      await expect(options.getByText("Your organisation keeps this on.").first()).toBeVisible();
      await expect(options.getByText("Kept for 7 days", { exact: false })).toBeVisible();

      const popup = await openPage("popup.html");
      await expect(popup.getByRole("checkbox", { name: "Mask customer data" })).toBeChecked();
      await expect(popup.getByRole("checkbox", { name: "Mask customer data" })).toBeDisabled();

      const panel = await openPage("sidepanel.html");
      await search(panel, api.data.samples.failedCode);
      await expect(panel.locator(".redemption").first()).toBeVisible();
      // biome-ignore lint/performance/useDomNodeTextContent: what the agent sees, hidden text must not count
      const text = await panel.locator("main").innerText();
      for (const customer of api.data.customers)
        for (const value of [customer.name, customer.email])
          if (value) expect(text, `${value} shows under a policy that masks`).not.toContain(value);
      const last = api.requests.filter((r) => r.path === "/v1/redemptions").at(-1)!;
      expect(last.headers["x-voucherify-channel"]).toMatch(
        /^Voucher-Lens-Extension\/[\d.]+; agent=team-b\/anna$/,
      );
    },
  );
});

test("a policy Voucher Lens cannot read is reported in the options page and changes nothing the agent has", async ({
  api,
  helpdesk,
}) => {
  // A region misspelt: Chromium's schema lists no regions, so the profiles reach Voucher Lens, which
  // refuses the policy and says where (a schema enum would have made Chromium drop the whole list).
  const policy = { profiles: [{ id: "eu", name: "Acme EU", region: "eu1.api" }], locked: true };
  await withPolicy(
    defaultHostMap(api, helpdesk),
    () => policy,
    async ({ openPage }) => {
      const options = await openPage("options.html");
      const notice = options
        .getByRole("alert")
        .filter({ hasText: "policy for Voucher Lens was not applied" });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText("profiles[0].region: Use a region: api, us1.api");
      await expect(notice).toContainText("Nothing changed");
      await expect(options.getByText("Acme EU", { exact: true })).toHaveCount(0);
      // The agent's own profile works as before.
      await saveProfileThroughOptions(options, api, { name: "My own" });
      const panel = await openPage("sidepanel.html");
      await search(panel, api.data.samples.customerId);
      await expect(panel.locator(".redemption").first()).toBeVisible();
    },
  );
});

test("hostile: a policy that cannot be read, or reads as nothing or as invalid, removes nothing: the team's profile keeps its token, and the options page says why", {
  tag: "@hostile",
}, async ({ api, helpdesk }) => {
  const team = { id: "eu", name: "Acme EU (team)", region: "api", appId: api.credentials.appId };
  let extensionId = "";
  await withPolicy(
    defaultHostMap(api, helpdesk),
    (id) => {
      extensionId = id;
      return { profiles: [team], defaultProfile: "eu", locked: true };
    },
    async ({ context, openPage }) => {
      const options = await openPage("options.html");
      await expect(options.getByLabel("Profile name")).toHaveValue("Acme EU (team)");
      await options.getByLabel("App Token").fill(api.credentials.appToken);
      await options.getByRole("button", { name: "Save" }).click();
      await expect(options.getByText("Saved “Acme EU (team)”.")).toBeVisible();

      /** Puts `text` in place of the policy file, and has Chromium read its policies again. */
      const replacePolicy = async (text: string) => {
        await sweepChromiumPolicies();
        await writeChromiumPolicyText(text);
        const policies = await context.newPage();
        await policies.goto("chrome://policy");
        await policies.getByRole("button", { name: "Reload policies" }).click();
        await policies.close();
      };
      const forUs = (policy: unknown) =>
        JSON.stringify({ "3rdparty": { extensions: { [extensionId]: policy } } });
      const notice = options
        .getByRole("alert")
        .filter({ hasText: "policy for Voucher Lens was not applied" });
      const deleteTeam = options.getByRole("button", { name: "Delete “Acme EU (team)”" });
      // Each time another lookup, so that it is asked of the API, not answered from the session.
      const lookups = [
        api.data.samples.customerId,
        api.data.samples.customerWithManyRedemptions,
        api.data.samples.failedCode,
      ];
      const stillThere = async () => {
        await expect(notice).toContainText("Nothing changed");
        const entry = options.getByRole("listitem").filter({ hasText: "Acme EU (team)" });
        await expect(entry.getByText("Set by your organisation")).toBeVisible();
        // The agent's token stayed: a lookup works with it.
        const panel = await openPage("sidepanel.html");
        api.clearRequests();
        await search(panel, lookups.shift()!);
        await expect(panel.locator(".redemption").first()).toBeVisible();
        const last = api.requests.filter((r) => r.path === "/v1/redemptions").at(-1)!;
        expect(last.headers["x-app-token"]).toBe(api.credentials.appToken);
        await panel.close();
      };

      // Every key of the wrong type: Chromium's schema drops them all, and passes on nothing.
      await replacePolicy(forUs({ profiles: "eu", defaultProfile: 7, locked: "yes" }));
      await expect(notice).toContainText("The browser gives no policy for Voucher Lens now");
      await stillThere();
      // It may be gone for good: the agent may delete the team's profile meanwhile.
      await expect(deleteTeam).toBeVisible();

      // A region misspelt: read, and refused whole.
      await replacePolicy(forUs({ profiles: [{ ...team, region: "eu1.api" }], locked: true }));
      await expect(notice).toContainText("profiles[0].region: Use a region: api, us1.api");
      await stillThere();
      // A policy is there: the profile is the organisation's again.
      await expect(deleteTeam).toHaveCount(0);

      // A file that does not parse (a trailing comma, a brace missing): Chromium skips it.
      await replacePolicy(`${forUs({ profiles: [] }).slice(0, -3)},}}`);
      await expect(notice).toContainText("The browser gives no policy for Voucher Lens now");
      // Well past the moment an empty policy would have removed the profile and its token.
      await options.waitForTimeout(12_000);
      await stillThere();
      await expect(deleteTeam).toBeVisible();
    },
  );
});

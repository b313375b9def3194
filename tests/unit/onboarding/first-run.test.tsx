import { act, fireEvent, render, renderHook, screen, waitFor, within } from "@testing-library/preact";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { writerOf } from "@/lib/core/store/writes.worker";
import { CommandKeys } from "@/lib/keyboard/CommandKeys";
import type { CommandKey } from "@/lib/keyboard/shortcuts";
import { GetStarted, type GetStartedProps } from "@/lib/onboarding/GetStarted";
import { loadSetupHidden } from "@/lib/onboarding/setup-hidden";
import {
  BUILT_IN_HELPDESK_HOSTS,
  offerSetup,
  type ProfileStep,
  profileStep,
} from "@/lib/onboarding/setup-steps";
import { useGetStarted } from "@/lib/onboarding/use-get-started";
import { welcome } from "@/lib/onboarding/welcome";
import { DISCLOSURE_VERSION, privacyItem } from "@/lib/privacy/privacy";
import type { ProfileView } from "@/lib/profiles/profiles.messages";

/** What the worker marks on a profile an organisation's policy gave. */
const ORG = { policyId: "org", fields: ["name" as const, "region" as const] };

const view = (id: string, more: Partial<ProfileView> = {}): ProfileView => ({
  id,
  name: `Profile ${id}`,
  region: "api",
  appId: "app-id",
  hasAppToken: false,
  ...more,
});

const COMMANDS: CommandKey[] = [
  { name: "open-panel", description: "Open Voucher Lens with Search focused", shortcut: "Alt+Shift+V" },
  { name: "lookup-selection", description: "Look up the selected text in Voucher Lens", shortcut: "" },
];

function renderSetup(profile: ProfileStep, more: Partial<GetStartedProps> = {}) {
  const props: GetStartedProps = {
    profile,
    helpdeskHosts: BUILT_IN_HELPDESK_HOSTS,
    commands: COMMANDS,
    shortcutSettings: { kind: "open", open: vi.fn(async () => undefined) },
    detectionSectionId: "detection-heading",
    onProfileStep: vi.fn(),
    onHide: vi.fn(),
    ...more,
  };
  render(<GetStarted {...props} />);
  return props;
}

describe("the setup's profile step", () => {
  it("asks for a profile when there is none", () => {
    expect(profileStep([], null)).toEqual({ kind: "none" });
  });

  it("is done once any profile has its App Token, the active one named first", () => {
    const profiles = [view("a", { hasAppToken: true }), view("b", { hasAppToken: true })];
    expect(profileStep(profiles, "b")).toEqual({ kind: "done", name: "Profile b" });
    expect(profileStep([view("a"), view("b", { hasAppToken: true })], "a")).toEqual({
      kind: "done",
      name: "Profile b",
    });
  });

  it("names the profile the admin set up when it waits for the agent's App Token", () => {
    expect(profileStep([view("mine"), view("org", { managed: ORG })], "mine")).toEqual({
      kind: "needs_token",
      profileId: "org",
      name: "Profile org",
      managed: true,
    });
  });

  it("says the admin set it up, and takes the agent to that profile's App Token", () => {
    const step = profileStep([view("org", { name: "Acme (from IT)", managed: ORG })], "org");
    const props = renderSetup(step);
    expect(
      screen.getByText(/Your admin set this up: add your App Token to “Acme \(from IT\)”\./),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add your App Token" }));
    expect(props.onProfileStep).toHaveBeenCalledWith({
      kind: "needs_token",
      profileId: "org",
      name: "Acme (from IT)",
      managed: true,
    });
  });

  it("does not blame an admin for a profile the agent made without its App Token", () => {
    renderSetup(profileStep([view("a", { name: "Acme EU" })], "a"));
    expect(screen.getByText(/“Acme EU” has no App Token yet\./)).toBeTruthy();
    expect(screen.queryByText(/Your admin/)).toBeNull();
  });

  it("sends a new agent to the profile form, and says when the step is done", () => {
    const props = renderSetup({ kind: "none" });
    fireEvent.click(screen.getByRole("button", { name: "Fill in the profile form" }));
    expect(props.onProfileStep).toHaveBeenCalledWith({ kind: "none" });
    renderSetup({ kind: "done", name: "Acme EU" });
    expect(screen.getByText("Done: “Acme EU” has its App Token.")).toBeTruthy();
  });
});

describe("the setup steps in the options page", () => {
  beforeEach(() => {
    vi.spyOn(fakeBrowser.commands, "getAll").mockResolvedValue(COMMANDS);
  });

  it("show on their own while no profile can look anything up, unless the agent hid them", () => {
    expect(offerSetup({ askedFor: false, hidden: false, profiles: [] })).toBe(true);
    expect(offerSetup({ askedFor: false, hidden: false, profiles: [view("org", { managed: ORG })] })).toBe(
      true,
    );
    expect(offerSetup({ askedFor: false, hidden: true, profiles: [] })).toBe(false);
    expect(offerSetup({ askedFor: false, hidden: false, profiles: [view("a", { hasAppToken: true })] })).toBe(
      false,
    );
  });

  it("show when the page is opened on them, as the install opens it", () => {
    expect(offerSetup({ askedFor: true, hidden: true, profiles: [view("a", { hasAppToken: true })] })).toBe(
      true,
    );
  });

  it("are four steps: profile, Test connection, where detection runs, the shortcuts with their keys", () => {
    renderSetup({ kind: "none" });
    const setup = screen.getByRole("region", { name: "Get started" });
    expect(
      within(setup.querySelector<HTMLElement>("ol.setup-steps")!)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Your profile", "Test the connection", "Where detection runs", "Keyboard shortcuts"]);
    expect(setup.textContent).toContain("zendesk.com, freshdesk.com, app.intercom.com");
    expect(setup.textContent).toContain("“Enable on this site”");
    expect(
      within(setup).getByRole("link", { name: "Detection on helpdesk pages" }).getAttribute("href"),
    ).toBe("#detection-heading");
  });

  it("open with what Voucher Lens reads, sends and keeps, before any step", () => {
    renderSetup({ kind: "none" });
    const setup = screen.getByRole("region", { name: "Get started" });
    const disclosure = within(setup).getByRole("region", {
      name: "What Voucher Lens reads, sends and keeps",
    });
    const steps = setup.querySelector("ol.setup-steps")!;
    expect(disclosure.compareDocumentPosition(steps) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(setup)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent)[0],
    ).toBe("What Voucher Lens reads, sends and keeps");
    expect(
      within(disclosure)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Reads helpdesk pages, only where detection is on, to find voucher codes and Voucherify ids. Nothing of the page leaves your browser.",
      "Sends the lookups you ask for, and the ticket's only customer when that is switched on, to the Voucherify API host of your active profile, with that profile's keys.",
      "Keeps, in this browser: your profiles and settings, your recent lookups (7 days), the lookup log (30 days unless your organisation sets otherwise), and the API's answers until the browser closes.",
      "Sends no telemetry: nothing goes to the makers of Voucher Lens or to anyone else.",
    ]);
    expect(
      within(disclosure)
        .getByRole("link", { name: "Your privacy settings and the lookup log" })
        .getAttribute("href"),
    ).toBe("#privacy");
  });

  it("stay hidden once the agent hides them, and come back when asked for", async () => {
    const { result } = renderHook(() => useGetStarted([], false));
    await waitFor(() => expect(result.current.shown).toBe(true));
    act(() => result.current.hide());
    expect(result.current.shown).toBe(false);
    await waitFor(async () => expect(await loadSetupHidden()).toBe(true));

    const again = renderHook(() => useGetStarted([], false));
    await waitFor(() => expect(again.result.current.shown).toBe(false));
    act(() => again.result.current.show());
    expect(again.result.current.shown).toBe(true);
    await waitFor(async () => expect(await loadSetupHidden()).toBe(false));
  });

  it("list the keys the browser holds now, read again when the agent comes back to the page", async () => {
    const { result } = renderHook(() => useGetStarted([], false));
    await waitFor(() => expect(result.current.commands).toEqual(COMMANDS));
    const changed = [{ ...COMMANDS[0]!, shortcut: "Alt+Shift+K" }, COMMANDS[1]!];
    vi.spyOn(fakeBrowser.commands, "getAll").mockResolvedValue(changed);
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    await waitFor(() => expect(result.current.commands).toEqual(changed));
  });

  it("are not decided before the profiles are read, so they never flash", async () => {
    const { result, rerender } = renderHook(({ profiles }) => useGetStarted(profiles, false), {
      initialProps: { profiles: undefined as ProfileView[] | undefined },
    });
    expect(result.current.shown).toBeUndefined();
    rerender({ profiles: [view("a", { hasAppToken: true })] });
    await waitFor(() => expect(result.current.shown).toBe(false));
  });

  it("stay while the agent saves the App Token they asked for", async () => {
    const { result, rerender } = renderHook(({ profiles }) => useGetStarted(profiles, false), {
      initialProps: { profiles: [view("a")] },
    });
    await waitFor(() => expect(result.current.shown).toBe(true));
    rerender({ profiles: [view("a", { hasAppToken: true })] });
    await new Promise((done) => setTimeout(done, 20));
    expect(result.current.shown).toBe(true);
  });
});

describe("the extension's keyboard shortcuts", () => {
  it("list each command with its current key, and 'not set' for one without", () => {
    render(<CommandKeys commands={COMMANDS} settings={{ kind: "open", open: async () => undefined }} />);
    const terms = [...document.querySelectorAll("dt")].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(terms).toEqual([
      ["Alt+Shift+V", "Open Voucher Lens with Search focused"],
      ["not set", "Look up the selected text in Voucher Lens"],
    ]);
  });

  it("open the browser's shortcut settings from Change these keys", () => {
    const open = vi.fn(async () => undefined);
    render(<CommandKeys commands={COMMANDS} settings={{ kind: "open", open }} />);
    fireEvent.click(screen.getByRole("button", { name: "Change these keys" }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("say where to change them when the browser cannot open its settings", () => {
    render(
      <CommandKeys
        commands={COMMANDS}
        settings={{
          kind: "explain",
          words: "In Firefox: about:addons, the gear, Manage Extension Shortcuts.",
        }}
      />,
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText(/Change these keys: In Firefox: about:addons/)).toBeTruthy();
  });
});

describe("a new install", () => {
  it("opens the options page on its setup steps", async () => {
    const opened = vi.spyOn(fakeBrowser.tabs, "create").mockResolvedValue({} as never);
    await welcome({ reason: "install" }, "0.2.0");
    expect(opened).toHaveBeenCalledWith({
      url: `${fakeBrowser.runtime.getURL("/options.html")}#get-started`,
    });
  });

  it("stores nothing for the disclosure the setup opens with: no notice repeats it", async () => {
    vi.spyOn(fakeBrowser.tabs, "create").mockResolvedValue({} as never);
    await welcome({ reason: "install" }, "0.4.0");
    expect(await privacyItem.read()).toEqual({});
  });

  it("tells an agent who updated from a release without the disclosure, and not one who had it", async () => {
    await welcome({ reason: "update", previousVersion: "0.3.2" }, "0.4.0");
    expect((await privacyItem.read()).disclosureDue).toBe(DISCLOSURE_VERSION);
    await writerOf(privacyItem).write({});
    await welcome({ reason: "update", previousVersion: "0.4.0" }, "0.4.1");
    expect(await privacyItem.read()).toEqual({});
  });

  it("does not open it again on an update", async () => {
    const opened = vi.spyOn(fakeBrowser.tabs, "create").mockResolvedValue({} as never);
    await welcome({ reason: "update" }, "0.2.0");
    expect(opened).not.toHaveBeenCalled();
  });
});

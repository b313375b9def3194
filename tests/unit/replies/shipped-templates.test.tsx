import { act, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { describe, expect, it } from "vitest";
import { useReplySetup } from "@/entrypoints/sidepanel/use-reply-setup";
import { DEFAULT_PREFERENCES } from "@/lib/preferences/preferences";
import type { StoredProfile } from "@/lib/profiles/schema";
import type { ReplySetup } from "@/lib/replies/reply-setup";
import { SuggestedReply } from "@/lib/replies/SuggestedReply";
import { loadShippedTemplates, shippedTemplates } from "@/lib/replies/shipped-templates";
import { WithReplies } from "./replies-context";

// Nothing is loaded before these tests: each language's templates arrive when a reply first needs them.

const setup: ReplySetup = { team: {}, defaultLanguage: "pl", currency: "EUR" };
const replyText = () => document.querySelector(".reply-text")?.textContent;

describe("the templates Voucher Lens ships, one language at a time", () => {
  it("are loaded once per language, and only the language asked for", async () => {
    expect(shippedTemplates("fr")).toBeUndefined();
    const first = loadShippedTemplates("fr");
    expect(loadShippedTemplates("fr")).toBe(first);
    const french = await first;
    expect(french.voucher_expired).toMatch(/^Bonjour/);
    expect(shippedTemplates("fr")).toBe(french);
    expect(shippedTemplates("de")).toBeUndefined();
  });

  it("load the profile's reply language as soon as the panel knows the profile, before any answer", async () => {
    expect(shippedTemplates("de")).toBeUndefined();
    const profile: StoredProfile = {
      id: "p1",
      name: "Acme DE",
      region: "api",
      appId: "app",
      replyLanguage: "de",
    };
    function Panel({ known }: { known: boolean }) {
      useReplySetup(known ? profile : undefined, DEFAULT_PREFERENCES);
      return null;
    }
    const { rerender } = render(<Panel known={false} />);
    rerender(<Panel known />);
    await waitFor(() => expect(shippedTemplates("de")).toBeDefined());
  });

  it("show a suggested reply once its language arrives, saying it is loading meanwhile", async () => {
    expect(shippedTemplates("pl")).toBeUndefined();
    render(
      <WithReplies setup={setup}>
        <SuggestedReply topic="voucher_expired" facts={{ customerName: "Ola Nowak", code: "LATO24" }} />
      </WithReplies>,
    );
    expect(replyText()).toBeUndefined();
    expect(screen.getByText("Loading the reply…")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Insert into reply" })).toBeNull();
    expect(await screen.findByText(/LATO24/)).toBeTruthy();
    expect(replyText()).toMatch(/^Dzień dobry/);
    expect(screen.queryByText("Loading the reply…")).toBeNull();
    expect(screen.getByRole("button", { name: "Insert into reply" })).toBeTruthy();
  });

  it("load every language when the agent opens a reply, so choosing one shows it at once", async () => {
    expect(shippedTemplates("es")).toBeUndefined();
    render(
      <WithReplies setup={setup}>
        <SuggestedReply topic="voucher_expired" facts={{ customerName: "Ana López", code: "VERANO24" }} />
      </WithReplies>,
    );
    await screen.findByText(/VERANO24/);
    const details = document.querySelector("details.reply") as HTMLDetailsElement;
    await act(async () => {
      details.open = true;
      details.dispatchEvent(new Event("toggle"));
    });
    await waitFor(() => {
      for (const language of ["en", "de", "es"] as const) expect(shippedTemplates(language)).toBeDefined();
    });
    fireEvent.change(screen.getByLabelText("Reply language"), { target: { value: "es" } });
    expect(replyText()).toMatch(/^Hola, Ana:/);
  });
});

import { act, fireEvent, render, screen } from "@testing-library/preact";
import { useRef } from "preact/hooks";
import { describe, expect, it, vi } from "vitest";
import type { ReplySetup } from "@/lib/replies/reply-setup";
import { type ReplyActions, SuggestedReply } from "@/lib/replies/SuggestedReply";
import type { ReplyFacts } from "@/lib/replies/values";
import { loadOnDemandParts } from "../helpers/on-demand-parts";
import { WithReplies } from "./replies-context";

await loadOnDemandParts();

const setup: ReplySetup = {
  team: {},
  defaultLanguage: "en",
  languageKey: "locale",
  agentLocale: "en-GB",
  currency: "EUR",
};
const facts: ReplyFacts = { customerName: "Ana López", code: "SUMMER24", expirationDate: "2026-10-31" };
const EN =
  "Hi Ana,\n\nI'm sorry, the code SUMMER24 expired on 31 October 2026, so it could no longer be applied.";
const ES =
  "Hola, Ana:\n\nLo siento, pero el código SUMMER24 expiró el 31 de octubre de 2026, por lo que ya no se pudo aplicar.";

function show(
  props: {
    setup?: ReplySetup;
    metadata?: Record<string, unknown>;
    onInsert?: (text: string) => Promise<string>;
  } = {},
) {
  const onInsert = vi.fn(props.onInsert ?? (async (_text: string) => "Inserted into the reply box."));
  const view = render(
    <WithReplies setup={props.setup ?? setup} insert={onInsert}>
      <SuggestedReply topic="voucher_expired" facts={facts} customerMetadata={props.metadata ?? null} />
    </WithReplies>,
  );
  return { ...view, onInsert };
}

const replyText = () => document.querySelector(".reply-text")?.textContent;
/** The reply's own live region (the copy button has one of its own). */
const insertStatus = () => {
  const status = screen.getAllByRole("status").find((region) => region.classList.contains("insert-status"));
  if (!status) throw new Error("no insert status");
  return status;
};
const languageSelect = () => screen.getByLabelText("Reply language") as HTMLSelectElement;

/**
 * A click as the browser makes it for the agent's own mouse or key press: isTrusted true. happy-dom
 * (21) implements no isTrusted at all, so every event it dispatches, testing-library's fireEvent and
 * element.click() included, reads as untrusted (undefined), which is what a page script's synthetic
 * click is in a browser. In a browser isTrusted is unforgeable (an own read-only property set by the
 * browser); here the test stands in for the browser and sets it on the event before dispatching.
 */
function trustedClick(element: Element) {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true });
  Object.defineProperty(event, "isTrusted", { value: true });
  element.dispatchEvent(event);
}

describe("a suggested reply", () => {
  it("is written in the customer's language from their metadata, saying where that came from", () => {
    show({ metadata: { locale: "es-MX" } });
    expect(languageSelect().value).toBe("es");
    expect(replyText()).toBe(ES);
    expect(document.querySelector(".reply-text")?.getAttribute("lang")).toBe("es");
    expect(screen.getByText(/the customer's: locale “es-MX”/)).toBeTruthy();
  });

  it("is written in the profile's default language, with no note, when the metadata names none", () => {
    show({ metadata: { locale: "it" } });
    expect(languageSelect().value).toBe("en");
    expect(replyText()).toBe(EN);
    expect(screen.queryByText(/the customer's:/)).toBeNull();
  });

  it("changes language with the select, the note going with the customer's language", () => {
    show({ metadata: { locale: "es-MX" } });
    fireEvent.change(languageSelect(), { target: { value: "de" } });
    expect(replyText()).toMatch(/^Hallo Ana,\n\n/);
    expect(replyText()).toContain("31. Oktober 2026");
    expect(screen.queryByText(/the customer's:/)).toBeNull();
    fireEvent.change(languageSelect(), { target: { value: "es" } });
    expect(replyText()).toBe(ES);
    expect(screen.getByText(/the customer's: locale “es-MX”/)).toBeTruthy();
  });

  it("offers every reply language by its own name, and switches from the default to Spanish", () => {
    show();
    expect([...languageSelect().options].map((o) => [o.value, o.textContent])).toEqual([
      ["en", "English"],
      ["de", "Deutsch"],
      ["es", "Español"],
      ["fr", "Français"],
      ["pl", "Polski"],
    ]);
    fireEvent.change(languageSelect(), { target: { value: "es" } });
    expect(replyText()).toMatch(/^Hola, Ana:/);
  });

  it("follows another customer's language when the row changes", () => {
    const { rerender, onInsert } = show({ metadata: { locale: "es" } });
    expect(languageSelect().value).toBe("es");
    rerender(
      <WithReplies setup={setup} insert={onInsert}>
        <SuggestedReply topic="voucher_expired" facts={facts} customerMetadata={{ locale: "fr-CA" }} />
      </WithReplies>,
    );
    expect(languageSelect().value).toBe("fr");
    expect(replyText()).toMatch(/^Bonjour Ana,\n\n/);
  });

  it("copies the reply shown with a button named Copy reply", async () => {
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    show({ metadata: { locale: "es" } });
    const copy = screen.getByRole("button", { name: "Copy reply" });
    expect(copy.textContent).toContain("Copy reply");
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(writeText).toHaveBeenCalledWith(ES);
  });

  it("ignores a synthetic click on Insert into reply: only the agent's own click writes into the ticket", async () => {
    const { onInsert } = show();
    const insert = screen.getByRole("button", { name: "Insert into reply" });
    await act(async () => {
      fireEvent.click(insert);
      (insert as HTMLButtonElement).click();
    });
    expect(onInsert).not.toHaveBeenCalled();
    expect(insertStatus().textContent).toBe("");
  });

  it("inserts the reply shown on the agent's own click, and says what happened", async () => {
    let finish: (said: string) => void = () => undefined;
    const { onInsert } = show({
      metadata: { locale: "es" },
      onInsert: () => new Promise<string>((resolve) => (finish = resolve)),
    });
    const insert = screen.getByRole("button", { name: "Insert into reply" });
    await act(async () => trustedClick(insert));
    expect(onInsert).toHaveBeenCalledExactlyOnceWith(ES);
    expect(insertStatus().textContent).toBe("Inserting…");
    await act(async () => finish("Inserted into the reply box. Nothing was sent."));
    expect(insertStatus().textContent).toBe("Inserted into the reply box. Nothing was sent.");
    // In the language the agent picked, the text they see.
    fireEvent.change(languageSelect(), { target: { value: "en" } });
    await act(async () => trustedClick(insert));
    expect(onInsert).toHaveBeenLastCalledWith(EN);
  });

  it("uses the team's own template for its language, and the default for the others", () => {
    const team = {
      es: {
        voucher_expired: "¡Hola[ {first_name}]! [{code}|Su código] ya no vale[ desde el {expiration_date}].",
      },
    };
    show({ setup: { ...setup, team }, metadata: { locale: "es" } });
    expect(replyText()).toBe("¡Hola Ana! SUMMER24 ya no vale desde el 31 de octubre de 2026.");
    fireEvent.change(languageSelect(), { target: { value: "en" } });
    expect(replyText()).toBe(EN);
  });

  it("falls back to the default when the team's template does not parse", () => {
    show({ setup: { ...setup, team: { en: { voucher_expired: "Hi {cod}" } } } });
    expect(replyText()).toBe(EN);
  });

  it("never uses a team template that would leave a value the row lacks unfilled: the default is used", () => {
    const team = { en: { voucher_expired: "Hi, {code} expired on {expiration_date}." } };
    render(
      <WithReplies setup={{ ...setup, team }} insert={async () => ""}>
        <SuggestedReply topic="voucher_expired" facts={{ customerName: "Ana" }} />
      </WithReplies>,
    );
    expect(replyText()).not.toContain("{");
    expect(replyText()).toMatch(/^Hi Ana,\n\nI'm sorry, the code expired/);
  });

  it("gives its row copy and insert for the keyboard, opening the reply they act on", async () => {
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    const onInsert = vi.fn(async (_text: string) => "Inserted.");
    let actions: { current: ReplyActions | undefined } = { current: undefined };
    function Row() {
      const ref = useRef<ReplyActions | undefined>(undefined);
      actions = ref;
      return <SuggestedReply topic="voucher_expired" facts={facts} actions={ref} />;
    }
    render(
      <WithReplies setup={setup} insert={onInsert}>
        <Row />
      </WithReplies>,
    );
    const details = document.querySelector("details.reply") as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await act(async () => actions.current?.copy());
    expect(details.open).toBe(true);
    expect(writeText).toHaveBeenCalledWith(EN);
    expect(insertStatus().textContent).toBe("Reply copied.");
    writeText.mockRejectedValue(new Error("denied"));
    await act(async () => actions.current?.copy());
    expect(insertStatus().textContent).toBe("Copying failed: select the reply and copy it.");
    await act(async () => actions.current?.insert());
    expect(onInsert).toHaveBeenCalledWith(EN);
    expect(insertStatus().textContent).toBe("Inserted.");
  });

  describe("when the ticket's requester is not the answer's customer", () => {
    const MISMATCH =
      "This ticket's requester is alice@shop.example; this customer's email is bob.smith@email.com";
    function showConfirming() {
      const onInsert = vi.fn(async (_text: string) => "Inserted into the reply box.");
      render(
        <WithReplies setup={setup} insert={onInsert} confirm={MISMATCH}>
          <SuggestedReply topic="voucher_expired" facts={facts} />
        </WithReplies>,
      );
      return { onInsert, insert: screen.getByRole("button", { name: "Insert into reply" }) };
    }

    it("asks first, saying why, with the focus on Cancel; Cancel inserts nothing", async () => {
      const { onInsert, insert } = showConfirming();
      await act(async () => trustedClick(insert));
      expect(onInsert).not.toHaveBeenCalled();
      const group = screen.getByRole("group", { name: "Confirm the reply goes into this ticket" });
      expect(group.textContent).toContain(`${MISMATCH}. Insert this reply anyway?`);
      const cancel = screen.getByRole("button", { name: "Cancel" });
      expect(document.activeElement).toBe(cancel);
      expect(cancel.getAttribute("aria-describedby")).toBeTruthy();
      await act(async () => trustedClick(cancel));
      expect(onInsert).not.toHaveBeenCalled();
      expect(screen.queryByRole("group", { name: /Confirm/ })).toBeNull();
      expect(insertStatus().textContent).toBe("Nothing was inserted.");
      expect(document.activeElement).toBe(insert);
    });

    it("inserts once the agent confirms", async () => {
      const { onInsert, insert } = showConfirming();
      await act(async () => trustedClick(insert));
      await act(async () => trustedClick(screen.getByRole("button", { name: "Insert anyway" })));
      expect(onInsert).toHaveBeenCalledExactlyOnceWith(EN);
      expect(insertStatus().textContent).toBe("Inserted into the reply box.");
    });

    it("is cancelled with Escape, and a script's click never confirms", async () => {
      const { onInsert, insert } = showConfirming();
      await act(async () => trustedClick(insert));
      await act(async () => {
        (screen.getByRole("button", { name: "Insert anyway" }) as HTMLButtonElement).click();
      });
      expect(onInsert).not.toHaveBeenCalled();
      await act(async () => {
        fireEvent.keyDown(screen.getByRole("button", { name: "Cancel" }), { key: "Escape" });
      });
      expect(screen.queryByRole("group", { name: /Confirm/ })).toBeNull();
      expect(onInsert).not.toHaveBeenCalled();
    });
  });
});

import { act, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { LanguageProvider } from "@/components/use-words";
import { speakInBrowser } from "@/entrypoints/background/speak-in-browser";
import { languageInUse, switchLanguage } from "@/lib/core/i18n/words";
import { writerOf } from "@/lib/core/store/writes.worker";
import { LanguageSetting, speakLanguageInForce } from "@/lib/language";
import { chooseLanguage, pageWords, settleLanguage } from "@/lib/language/language.worker";
import { languageItem, readLanguage } from "@/lib/language/language-choice";
import { languageInForce } from "@/lib/language/language-in-force";
import { languageWords } from "@/lib/language/words";
import { applyManagedPolicy } from "@/lib/policy/apply-policy.worker";
import { badgeTitle } from "@/lib/ticket/toolbar-count";
import { answerPagesAsWorker } from "../helpers/worker-for-pages";

const browserSays = (tag: string) => vi.spyOn(fakeBrowser.i18n, "getUILanguage").mockReturnValue(tag);

let stopFollowing = () => {};
afterEach(async () => {
  stopFollowing();
  await switchLanguage("en");
});

describe("the language Voucher Lens speaks", () => {
  it("is the browser's when the agent chose none, English when Voucher Lens does not speak the browser's", () => {
    expect(languageInForce("", null, "pl-PL")).toBe("pl");
    expect(languageInForce("", null, "it-IT")).toBe("en");
    expect(languageInForce("", null, undefined)).toBe("en");
  });

  it("is the agent's choice over the browser's and over a policy's default", () => {
    expect(languageInForce("fr", null, "pl")).toBe("fr");
    expect(languageInForce("fr", { language: "de" }, "pl")).toBe("fr");
    expect(languageInForce("", { language: "de" }, "pl")).toBe("de");
  });

  it("is a locked policy's whatever the agent chose", () => {
    expect(languageInForce("fr", { language: "de", locked: true }, "pl")).toBe("de");
    // A locked policy that sets no language leaves the agent free.
    expect(languageInForce("fr", { locked: true }, "pl")).toBe("fr");
  });

  it("is the browser's in every context when nothing sets another, and nothing is stored for it", async () => {
    browserSays("de-AT");
    const stored = vi.spyOn(writerOf(languageItem), "write");
    expect(await settleLanguage()).toBe("de");
    expect(await readLanguage()).toBe("de");
    expect(stored).not.toHaveBeenCalled();
  });

  it("is stored once the agent chooses, and stored as the browser's again once they choose it", async () => {
    browserSays("de-AT");
    expect(await chooseLanguage("pl")).toBe("pl");
    expect(await languageItem.read()).toEqual({ chosen: "pl", inForce: "pl", locked: false });
    expect(await chooseLanguage("")).toBe("de");
    expect(await languageItem.read()).toEqual({ chosen: "", inForce: null, locked: false });
  });

  it("follows a locked policy, and the agent's choice again once the policy no longer sets it", async () => {
    browserSays("en-GB");
    await chooseLanguage("es");
    await applyManagedPolicy({ language: "pl", locked: true });
    expect(await settleLanguage()).toBe("pl");
    expect((await languageItem.read()).locked).toBe(true);
    await applyManagedPolicy({ locked: true });
    expect(await settleLanguage()).toBe("es");
  });

  it("refuses a policy whose language Voucher Lens does not speak, naming the choices", async () => {
    expect(await applyManagedPolicy({ language: "it" })).not.toBe("applied");
  });
});

describe("the language setting", () => {
  it("switches every view at once when the agent chooses, with no reload", async () => {
    browserSays("en-US");
    answerPagesAsWorker();
    stopFollowing = await speakLanguageInForce([languageWords]);
    render(
      <LanguageProvider>
        <LanguageSetting id="language" />
      </LanguageProvider>,
    );
    const select = await screen.findByRole("combobox", { name: "Display language" });
    await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
    expect(screen.getByRole("option", { name: "The browser's language (English)" })).toBeTruthy();
    await act(async () => {
      fireEvent.change(select, { target: { value: "de" } });
    });
    expect(await screen.findByRole("combobox", { name: "Anzeigesprache" })).toBeTruthy();
    expect(languageInUse()).toBe("de");
    expect(document.documentElement.lang).toBe("de");
    expect(screen.getByRole("option", { name: "Deutsch" })).toBeTruthy();
  });

  it("is locked, and says why, when the organisation's policy sets the language", async () => {
    browserSays("en-US");
    answerPagesAsWorker();
    await applyManagedPolicy({ language: "pl", locked: true });
    await settleLanguage();
    stopFollowing = await speakLanguageInForce([languageWords]);
    render(
      <LanguageProvider>
        <LanguageSetting id="language" />
      </LanguageProvider>,
    );
    const select = await screen.findByRole("combobox", { name: "Język interfejsu" });
    await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(true));
    expect(await screen.findByText("Ustawione przez zasady Twojej organizacji.")).toBeTruthy();
  });
});

describe("a page opening", () => {
  it("loads the browser's language's words while the stored language is still being read", async () => {
    browserSays("pl-PL");
    let finishRead: () => void = () => {};
    const stored = languageItem.read.bind(languageItem);
    vi.spyOn(languageItem, "read").mockImplementation(
      () => new Promise((resolve) => (finishRead = () => void stored().then(resolve))),
    );
    const load = vi.spyOn(languageWords, "load");
    const speaking = speakLanguageInForce([languageWords]);
    // The read has not answered, and the words of the language it will most likely give are coming.
    expect(load).toHaveBeenCalledWith("pl");
    finishRead();
    stopFollowing = await speaking;
    expect(languageInUse()).toBe("pl");
  });
});

describe("what the worker words itself", () => {
  it("gives a helpdesk page the Look up button's words in the language in force", async () => {
    browserSays("fr-FR");
    await settleLanguage();
    expect(await pageWords()).toEqual({
      lookUpButton: "Rechercher dans Voucher Lens",
      lookUpToken: "Rechercher {text} dans Voucher Lens",
    });
  });

  it("counts the toolbar icon's ids in Polish's plural forms", async () => {
    await speakInBrowser("pl");
    expect([1, 2, 5, 22].map(badgeTitle)).toEqual([
      "Voucher Lens: 1 identyfikator lub kod wykryty na tej stronie",
      "Voucher Lens: 2 identyfikatory i kody wykryte na tej stronie",
      "Voucher Lens: 5 identyfikatorów i kodów wykrytych na tej stronie",
      "Voucher Lens: 22 identyfikatory i kody wykryte na tej stronie",
    ]);
    expect(badgeTitle(0)).toBe("Voucher Lens");
    await speakInBrowser("en");
    expect(badgeTitle(2)).toBe("Voucher Lens: 2 ids and codes detected on this page");
  });

  it("words the right-click entry in the language in force", async () => {
    const update = vi.spyOn(fakeBrowser.contextMenus, "update").mockResolvedValue(undefined);
    await speakInBrowser("de");
    expect(update).toHaveBeenCalledWith("voucher-lens-lookup-selection", {
      title: "„%s“ in Voucher Lens nachschlagen",
    });
    await speakInBrowser("en");
  });
});

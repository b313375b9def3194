import { IDBFactory } from "fake-indexeddb";
import { describe, expect, it, vi } from "vitest";
import { privateArea } from "@/lib/core/store/private-items";
import { suggestedReply } from "@/lib/replies/reply-setup";
import { loadEveryShippedSet } from "@/lib/replies/shipped-templates";
import {
  exportTemplates,
  importTemplates,
  loadTeamTemplates,
  resetTeamTemplate,
  saveTeamTemplate,
  watchTeamTemplates,
} from "@/lib/replies/team-templates";
import { MAX_TEMPLATE_LENGTH, templateFor } from "@/lib/replies/templates";

const SHIPPED = await loadEveryShippedSet();

// Each test starts with an empty settings database (tests/unit/setup.ts).

const OWN_ES = "¡Hola[ {first_name}]! [El código {code}|Su código] ya caducó.";

async function saved(language: "en" | "es" | "de" | "fr" | "pl", topic: string, text: string) {
  const result = await saveTeamTemplate(language, topic, text);
  if (!result.ok) throw new Error(result.message);
  return result.templates;
}

describe("a team's own template", () => {
  it("is refused with an unknown placeholder, the message naming it, and nothing is stored", async () => {
    const result = await saveTeamTemplate("es", "voucher_expired", "Hola {cod}");
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain("{cod} is not a placeholder this reply knows");
    expect(await loadTeamTemplates()).toEqual({});
    // Nor does a refused change touch what was saved before.
    await saved("es", "voucher_expired", OWN_ES);
    for (const [topic, text] of [
      ["voucher_expired", "[Hola {first_name}"],
      ["voucher_expired", "   "],
      ["voucher_expired", "x".repeat(MAX_TEMPLATE_LENGTH + 1)],
      ["voucher_expird", "Hola"],
      // A placeholder of another topic: points are not a failure's.
      ["voucher_expired", "Hola {points}"],
      // A value some rows lack, outside an optional part: the customer would read "{code}".
      ["voucher_expired", "Hola, el código {code} caducó."],
    ] as const) {
      const refused = await saveTeamTemplate("es", topic, text);
      expect(refused.ok, `${topic}: ${text.slice(0, 20)}`).toBe(false);
    }
    expect(await loadTeamTemplates()).toEqual({ es: { voucher_expired: OWN_ES } });
  });

  it("is saved, loaded again and used for the reply in its language only", async () => {
    const seen = vi.fn();
    const stop = watchTeamTemplates(seen);
    expect(await saved("es", "voucher_expired", OWN_ES)).toEqual({ es: { voucher_expired: OWN_ES } });
    await vi.waitFor(() => expect(seen).toHaveBeenCalled());
    stop();
    const team = await loadTeamTemplates();
    expect(team).toEqual({ es: { voucher_expired: OWN_ES } });
    const setup = { team, defaultLanguage: "en" as const, currency: "EUR" };
    const row = { customerName: "Ana López", code: "SUMMER24" };
    expect(suggestedReply(setup, "voucher_expired", row, "es", SHIPPED.es).text).toBe(
      "¡Hola Ana! El código SUMMER24 ya caducó.",
    );
    expect(templateFor(team, "es", "voucher_expired", SHIPPED.es).source).toBe("team");
    // English keeps the default.
    expect(templateFor(team, "en", "voucher_expired", SHIPPED.en)).toEqual({
      text: SHIPPED.en.voucher_expired,
      source: "default",
    });
  });

  it("is reset to the default, leaving the team's other templates", async () => {
    await saved("es", "voucher_expired", OWN_ES);
    await saved("es", "voucher_disabled", "Hola, [el código {code}|su código] está desactivado.");
    await saved("de", "card_disabled", "Hallo, Ihre Karte ist gesperrt.");
    expect(await resetTeamTemplate("es", "voucher_expired")).toEqual({
      es: { voucher_disabled: "Hola, [el código {code}|su código] está desactivado." },
      de: { card_disabled: "Hallo, Ihre Karte ist gesperrt." },
    });
    // The language's last one reset: the language is gone from the stored set.
    await resetTeamTemplate("es", "voucher_disabled");
    const team = await loadTeamTemplates();
    expect(team).toEqual({ de: { card_disabled: "Hallo, Ihre Karte ist gesperrt." } });
    expect(templateFor(team, "es", "voucher_expired", SHIPPED.es)).toEqual({
      text: SHIPPED.es.voucher_expired,
      source: "default",
    });
  });
});

describe("a shared replies file", () => {
  it("exports the team's templates and imports them elsewhere unchanged", async () => {
    await saved("es", "voucher_expired", OWN_ES);
    await saved("en", "points_pending", "Hi[ {first_name}], {points} points are on their way.");
    const team = await loadTeamTemplates();
    const file = exportTemplates(team);
    expect(JSON.parse(file)).toEqual({ format: "voucher-lens-replies", version: 1, templates: team });
    // Another agent's browser: an empty settings database.
    globalThis.indexedDB = new IDBFactory();
    expect(await loadTeamTemplates()).toEqual({});
    expect(await importTemplates(file)).toEqual({ ok: true, templates: team, count: 2 });
    expect(await loadTeamTemplates()).toEqual(team);
  });

  const file = (templates: unknown, fields: Record<string, unknown> = {}) =>
    JSON.stringify({ format: "voucher-lens-replies", version: 1, templates, ...fields });

  it.each([
    ["not JSON", "{ templates: ", ["not JSON"]],
    ["JSON but no object", "null", ["not a Voucher Lens replies file"]],
    ["a list", "[]", ["not a Voucher Lens replies file"]],
    ["no templates", JSON.stringify({ format: "voucher-lens-replies", version: 1 }), ["templates: "]],
    ["another format", file({}, { format: "acme-macros" }), ["format", "not a Voucher Lens replies file"]],
    ["a newer version", file({}, { version: 2 }), ["version", "newer Voucher Lens"]],
    [
      "a language without replies",
      file({ it: { voucher_expired: "Ciao {code}" } }),
      ["templates › it", "“it” is not a reply language"],
    ],
    [
      "a topic with a typo",
      file({ es: { voucher_expird: "Hola {code}" } }),
      ["templates › es › voucher_expird", "not a reply Voucher Lens knows"],
    ],
    [
      "an unknown placeholder",
      file({ es: { voucher_expired: "Hola {cod}" } }),
      ["templates › es › voucher_expired", "{cod} is not a placeholder"],
    ],
    [
      "a bad template after good ones",
      file({
        fr: { voucher_disabled: "Bonjour" },
        es: { voucher_disabled: "Hola", voucher_expired: "[Hola" },
      }),
      ["templates › es › voucher_expired", "never closed"],
    ],
    ["a language that holds no templates", file({ es: "Hola {code}" }), ["templates › es", "reply by reply"]],
    [
      "a template that is not text",
      file({ es: { voucher_expired: 5 } }),
      ["templates › es › voucher_expired", "A template is text"],
    ],
    // Keys valibot's records leave out: the entry must not vanish from an import said to work.
    [
      "a topic named __proto__",
      `{"format":"voucher-lens-replies","version":1,"templates":{"es":{"__proto__":"Hola","voucher_disabled":"Hola"}}}`,
      ["templates › es › __proto__", "not a reply Voucher Lens knows"],
    ],
    [
      "a topic named constructor",
      file({ es: { constructor: "Hola", voucher_disabled: "Hola" } }),
      ["templates › es › constructor", "not a reply Voucher Lens knows"],
    ],
    [
      "a language named __proto__",
      `{"format":"voucher-lens-replies","version":1,"templates":{"__proto__":{"voucher_disabled":"x"},"es":{"voucher_disabled":"Hola"}}}`,
      ["templates › __proto__", "is not a reply language"],
    ],
    [
      "an over-long template",
      file({ es: { voucher_expired: "x".repeat(MAX_TEMPLATE_LENGTH + 1) } }),
      ["templates › es › voucher_expired", `under ${MAX_TEMPLATE_LENGTH} characters`],
    ],
  ])("with %s is refused, naming the entry, and changes nothing", async (_case, json, words) => {
    await saved("es", "voucher_expired", OWN_ES);
    const before = await loadTeamTemplates();
    const result = await importTemplates(json);
    expect(result.ok).toBe(false);
    for (const word of words) expect(!result.ok && result.message).toContain(word);
    // In a lead's words, never the validator's.
    expect(!result.ok && result.message).not.toMatch(/Invalid (type|key)|Expected|received/);
    expect(await loadTeamTemplates()).toEqual(before);
    expect(before).toEqual({ es: { voucher_expired: OWN_ES } });
  });

  it("merges with the team's templates: same language and topic replaced, the rest kept", async () => {
    await saved("es", "voucher_expired", OWN_ES);
    await saved("en", "card_disabled", "Hi, your card is paused.");
    const result = await importTemplates(
      file({
        es: {
          voucher_expired: "Hola, [el código {code}|su código] caducó.",
          voucher_disabled: "Hola, [el código {code}|su código] está desactivado.",
        },
        fr: { card_expired: "Bonjour, votre carte a expiré[ le {date}]." },
      }),
    );
    const merged = {
      es: {
        voucher_expired: "Hola, [el código {code}|su código] caducó.",
        voucher_disabled: "Hola, [el código {code}|su código] está desactivado.",
      },
      en: { card_disabled: "Hi, your card is paused." },
      fr: { card_expired: "Bonjour, votre carte a expiré[ le {date}]." },
    };
    expect(result).toEqual({ ok: true, templates: merged, count: 3 });
    expect(await loadTeamTemplates()).toEqual(merged);
  });
});

describe("templates stored by another version of Voucher Lens", () => {
  it("keeps every entry it can read when one cannot be read, and leaves the store as it was", async () => {
    const stored = {
      es: { voucher_expired: OWN_ES, voucher_gone_forever: "Hola" },
      de: { quantity_exceeded: "Hallo {first_name_and_title}" },
      fr: { quantity_exceeded: "Bonjour[ {first_name}], [le code {code}|votre code] est épuisé." },
      it: { voucher_expired: "Ciao" },
    };
    await privateArea.put("replyTemplates", { version: 2, value: stored });
    expect(await loadTeamTemplates()).toEqual({
      es: { voucher_expired: OWN_ES },
      fr: { quantity_exceeded: "Bonjour[ {first_name}], [le code {code}|votre code] est épuisé." },
    });
    expect((await privateArea.get("replyTemplates"))?.value).toEqual(stored);
  });

  it("reads a store that is not an object of languages as no templates", async () => {
    for (const value of [null, "text", 42, [], { es: "Hola" }, { es: null }]) {
      await privateArea.put("replyTemplates", { version: 2, value });
      expect(await loadTeamTemplates()).toEqual({});
    }
  });
});

describe("a replies file with nothing in it", () => {
  it("is refused, saying so, and changes nothing", async () => {
    await saved("es", "voucher_expired", OWN_ES);
    for (const templates of [{}, { es: {} }, []]) {
      const result = await importTemplates(
        JSON.stringify({ format: "voucher-lens-replies", version: 1, templates }),
      );
      expect(result.ok ? "imported" : result.message).toMatch(/holds no templates|grouped by language/);
    }
    expect(await loadTeamTemplates()).toEqual({ es: { voucher_expired: OWN_ES } });
  });
});

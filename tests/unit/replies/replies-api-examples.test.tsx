import { render } from "@testing-library/preact";
import { describe, expect, it } from "vitest";
import { parseRedemptionList } from "@/lib/core/api/schemas";
import { REPLY_LANGUAGES } from "@/lib/core/intl/reply-languages";
import { RedemptionList } from "@/lib/redemptions/RedemptionList";
import type { ReplySetup } from "@/lib/replies/reply-setup";
import { loadFixture } from "../helpers/fixtures";
import { loadOnDemandParts } from "../helpers/on-demand-parts";
import { WithReplies } from "./replies-context";

await loadOnDemandParts();

// The replies on the API's own List Redemptions example, not on rows we wrote: every failed row
// gets a whole reply in every language, with the row's code in it.
const page = parseRedemptionList(loadFixture("list-redemptions__200__example.json"));
if (!page.ok) throw new Error(JSON.stringify(page.issue));
const rows = page.value.redemptions;

describe.each(REPLY_LANGUAGES)("replies in %s on the API's List Redemptions example", (language) => {
  it("are whole for every failed row and name its code", () => {
    const replies: ReplySetup = {
      team: {},
      defaultLanguage: language,
      currency: "USD",
      languageKey: "locale",
    };
    const { container } = render(
      <WithReplies setup={replies} insert={async () => ""}>
        <RedemptionList
          rows={rows}
          money={{ currency: "USD", locale: "en-US" }}
          now={Date.parse("2026-11-24T10:00:00Z")}
          onLookup={() => undefined}
          onOpenRelated={() => undefined}
        />
      </WithReplies>,
    );
    const failed = rows.filter((row) => row.ok && row.redemption.result === "FAILURE");
    const texts = [...container.querySelectorAll(".reply-text")].map((p) => p.textContent ?? "");
    expect(failed.length).toBeGreaterThan(0);
    expect(texts).toHaveLength(failed.length);
    texts.forEach((text, index) => {
      expect(text).not.toMatch(/[{}[\]|]|undefined|NaN|null/);
      const row = failed[index]!;
      const code = row.ok ? row.redemption.voucher?.code : undefined;
      if (code) expect(text).toContain(code);
    });
    expect(container.querySelector(".reply-text")?.getAttribute("lang")).toBe(language);
  });
});

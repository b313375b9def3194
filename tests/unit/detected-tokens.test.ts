import { describe, expect, it } from "vitest";
import { detectedInTab } from "@/features/ticket/detected-tokens";
import { forgetTab, recordDetected } from "@/features/ticket/detected-tokens.worker";

const customer = (text: string, count = 1) => ({ kind: "customer" as const, text, count });

describe("what a tab's frames detected", () => {
  // Regression: a ticket and its iframe report within the same moment; each report read the tab's
  // record, added its frame and wrote it back, so the later write dropped the other frame's tokens.
  it("keeps every frame's tokens when the frames report at the same time", async () => {
    await Promise.all([
      recordDetected(7, 0, [customer("cust_tAED42tFhLM9v7GmZUaklJFd", 2)]),
      recordDetected(7, 1, [customer("cust_qBwHpagDOFu71Z3F22UzR80X")]),
      recordDetected(8, 0, [customer("cust_other")]),
    ]);
    expect(await detectedInTab(7)).toEqual(
      expect.arrayContaining([
        customer("cust_tAED42tFhLM9v7GmZUaklJFd", 2),
        customer("cust_qBwHpagDOFu71Z3F22UzR80X"),
      ]),
    );
    expect(await detectedInTab(8)).toEqual([customer("cust_other")]);
  });

  it("adds up a token's counts over frames, and forgets a closed tab", async () => {
    await recordDetected(7, 0, [customer("cust_a", 2)]);
    await recordDetected(7, 3, [customer("cust_a")]);
    expect(await detectedInTab(7)).toEqual([customer("cust_a", 3)]);
    await forgetTab(7);
    expect(await detectedInTab(7)).toEqual([]);
  });
});

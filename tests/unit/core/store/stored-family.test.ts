import { describe, expect, it } from "vitest";
import { writerOf } from "@/lib/core/store/writes.worker";
import { cachedAnswers } from "@/lib/lookup/lookup-cache";

const answer = (at: number) => ({ at, value: { total: at } });

describe("a family of stored items", () => {
  it("changes a member in turn, also after its earlier changes have all settled", async () => {
    const add = () =>
      writerOf(cachedAnswers).update("k", async (now) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return answer((now?.at ?? 0) + 1);
      });
    await Promise.all([add(), add()]);
    expect(await cachedAnswers.read("k")).toEqual(answer(2));
    // The member's queue emptied; changes made at the same moment still take turns.
    await Promise.all([add(), add(), add()]);
    expect(await cachedAnswers.read("k")).toEqual(answer(5));
  });
});

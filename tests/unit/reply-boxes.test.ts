import { describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { insertReply, recordReplyBox } from "@/features/insert-reply/reply-boxes.worker";

describe("the reply box Insert into reply writes to", () => {
  it("is the one the agent clicked last, even when that click is still being recorded", async () => {
    const asked = vi
      .spyOn(fakeBrowser.tabs, "sendMessage")
      .mockResolvedValue({ inserted: true, editor: "text_field" } as never);
    await recordReplyBox(7, 0);
    // The click into the frame's box and the Insert arrive together.
    void recordReplyBox(7, 3);
    const outcome = await insertReply(7, "Hola");
    expect(asked).toHaveBeenCalledTimes(1);
    expect(asked.mock.calls[0]?.[2]).toEqual({ frameId: 3 });
    expect(outcome).toMatchObject({ inserted: true });
  });
});

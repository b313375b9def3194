import { describe, expectTypeOf, it } from "vitest";
import { writerOf as optionsWriterOf } from "@/lib/core/store/writes.options";
import { writerOf as panelWriterOf } from "@/lib/core/store/writes.sidepanel";
import { writerOf } from "@/lib/core/store/writes.worker";
import { detectionItem } from "@/lib/detection/detection-settings";
import { pageSizeItem, preferencesItem } from "@/lib/preferences/preferences";
import { detectedTabs } from "@/lib/ticket/detected-tokens";

// The compiler's half of "only the owner writes": a handle has no write, however it is named or
// gathered, and a door takes only its own owner's items (the architecture test checks who loads a door).
describe("a stored item's handle and its owner's door", () => {
  it("cannot write through the handle, an alias of it or an array of handles", () => {
    // @ts-expect-error a handle reads and watches; writing needs the owner's door
    void detectionItem.write;
    const list = detectionItem;
    // @ts-expect-error an alias is the same handle
    void list.update;
    for (const item of [detectionItem, preferencesItem]) {
      // @ts-expect-error nor through an array of handles
      void item.remove;
    }
    // @ts-expect-error a family's members are written through its owner's door too
    void detectedTabs.retire;
  });

  it("opens only the items of its owner", () => {
    expectTypeOf(writerOf(detectionItem).update).toBeFunction();
    expectTypeOf(writerOf(detectedTabs).retire).toBeFunction();
    expectTypeOf(optionsWriterOf(preferencesItem).write).toBeFunction();
    expectTypeOf(panelWriterOf(pageSizeItem).write).toBeFunction();
    // @ts-expect-error the options page's preferences are not the worker's to write
    writerOf(preferencesItem);
    // @ts-expect-error the worker's detection settings are not the options page's to write
    optionsWriterOf(detectionItem);
    // @ts-expect-error nor the panel's
    panelWriterOf(detectionItem);
  });
});

// What the pages ask the worker of the lookup log: the panel notes the API's request ids on an
// entry, the options page clears the log. The worker is the log's only writer.

import { beforeEach, describe, expect, it } from "vitest";
import { createHandlers, handleMessage } from "@/entrypoints/background/handlers";
import type { SenderContext } from "@/lib/core/contract/router";
import { loadLookupLog } from "@/lib/lookup-log/lookup-log";
import { storeProfiles } from "@/lib/profiles/profile-list.worker";
import { workerServices } from "../helpers/worker-for-pages";

const page: Omit<SenderContext, "ticket"> = { kind: "extension_page" };
const ask = (type: string, input: unknown) =>
  handleMessage({ type, input }, page, createHandlers(workerServices()));

const LOOKUP = { kind: "code" as const, value: "BF25-XK3P9Q" };

async function logged(): Promise<string> {
  const reply = await ask("lookup.made", { profileId: "p1", lookup: LOOKUP, how: "typed" });
  if (!reply.ok) throw new Error("not logged");
  return (reply.value as { entryId: string }).entryId;
}

beforeEach(async () => {
  await storeProfiles({
    profiles: [{ id: "p1", name: "Acme EU", region: "api", appId: "acme-eu-app" }],
    activeProfileId: "p1",
  });
});

describe("noting the API's request id on a logged lookup", () => {
  it("notes it once on the entry, and says when there was nothing to note", async () => {
    const entryId = await logged();
    expect(await ask("lookupLog.note", { entryId, requestId: "v-0a1b2c" })).toEqual({
      ok: true,
      value: { noted: true },
    });
    expect(await ask("lookupLog.note", { entryId, requestId: "v-0a1b2c" })).toEqual({
      ok: true,
      value: { noted: false },
    });
    expect(await ask("lookupLog.note", { entryId: "gone", requestId: "v-3d4e5f" })).toEqual({
      ok: true,
      value: { noted: false },
    });
    expect((await loadLookupLog())[0]!.requestIds).toEqual(["v-0a1b2c"]);
  });

  it("refuses an empty request id, and notes nothing", async () => {
    const entryId = await logged();
    expect(await ask("lookupLog.note", { entryId, requestId: "" })).toMatchObject({ ok: false });
    expect((await loadLookupLog())[0]!.requestIds).toEqual([]);
  });
});

describe("clearing the log, as the options page asks", () => {
  it("leaves nothing in it, and refuses a request it does not know the shape of", async () => {
    await logged();
    expect(await ask("lookupLog.clear", { all: true })).toMatchObject({ ok: false });
    expect(await loadLookupLog()).toHaveLength(1);
    expect(await ask("lookupLog.clear", {})).toEqual({ ok: true, value: { cleared: true } });
    expect(await loadLookupLog()).toEqual([]);
  });
});

// The options page's lookup log, as a team lead uses it: which lookups, filtered by day and kind,
// exported as the rows shown, cleared only once confirmed, and always current.

import { fireEvent, render, screen, waitFor, within } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { agentDay } from "@/lib/core/intl/dates";
import { writerOf } from "@/lib/core/store/writes.worker";
import { LookupLogSection } from "@/lib/lookup-log/LookupLogSection";
import { type LogEntry, loadLookupLog, lookupLogItem } from "@/lib/lookup-log/lookup-log";
import { answerPagesAsWorker } from "../helpers/worker-for-pages";

const DAY = 24 * 60 * 60 * 1000;

/** A minute before now, `days` ago: the filters are checked against the days these fall on. */
const daysAgo = (days: number): number => Date.now() - days * DAY - 60_000;

const entry = (id: string, at: number, more: Partial<LogEntry> = {}): LogEntry => ({
  id,
  at,
  profileId: "p1",
  profile: "Acme EU",
  host: "api.voucherify.io",
  appId: "acme-eu-app",
  kind: "code",
  looked: `CODE-${id}`,
  how: "typed",
  requestIds: [],
  ...more,
});

/** Newest first, as the worker keeps them. */
const LOG = [
  entry("a", daysAgo(0), { kind: "customer_id", looked: "cust_3Xw8pLrT0a…Vq9f", requestIds: ["v-0a1b"] }),
  entry("b", daysAgo(2), { how: "auto", profile: "Acme US" }),
  entry("c", daysAgo(5), { kind: "customer_source_id", looked: "l•••@example.de", how: "menu" }),
  entry("d", daysAgo(9)),
];

async function showLog(entries: LogEntry[] = LOG, logDays: number | undefined = 30) {
  await writerOf(lookupLogItem).write(entries);
  answerPagesAsWorker();
  const view = render(<LookupLogSection logDays={logDays} />);
  return view;
}

const rows = () =>
  within(screen.getByRole("table", { name: "Lookups, newest first" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );

const lookedUp = () => rows().map((cells) => cells[2]);

afterEach(() => vi.restoreAllMocks());

describe("the lookup log in the options page", () => {
  it("lists every entry newest first, under named columns, with how it started", async () => {
    await showLog();
    await screen.findByRole("table", { name: "Lookups, newest first" });
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "When",
      "Profile",
      "Looked up",
      "Kind",
      "How",
      "Request id",
    ]);
    expect(lookedUp()).toEqual(["cust_3Xw8pLrT0a…Vq9f", "CODE-b", "l•••@example.de", "CODE-d"]);
    const [first, second, third] = rows();
    expect(first!.slice(1)).toEqual([
      "Acme EU",
      "cust_3Xw8pLrT0a…Vq9f",
      "Customer id",
      "Typed in Search",
      "v-0a1b",
    ]);
    expect(second!.slice(1, 5)).toEqual(["Acme US", "CODE-b", "Voucher code", "Ticket's customer, no click"]);
    expect(third![3]).toBe("Customer source id");
    expect(third![4]).toBe("Right-click menu");
    expect(screen.getByText("4 lookups shown of 4").getAttribute("role")).toBe("status");
  });

  it("dates each entry in the agent's locale, with the moment it was made", async () => {
    await showLog();
    await screen.findByRole("table");
    const when = screen.getAllByRole("cell")[0]!.querySelector("time")!;
    expect(when.getAttribute("datetime")).toBe(new Date(LOG[0]!.at).toISOString());
    const expected = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(
      LOG[0]!.at,
    );
    expect(when.textContent).toBe(expected);
  });

  it("says how long entries are kept, and that the log stays in the browser", async () => {
    await showLog();
    expect(await screen.findByText(/Kept for 30 days\./)).toBeTruthy();
    expect(screen.getByText(/never leaves this browser unless you export it/)).toBeTruthy();
  });

  it("says the organisation switched the log off, and shows no entry", async () => {
    await showLog(LOG, 0);
    expect(await screen.findByText(/Your organisation switched the log off\./)).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("button", { name: "Export CSV" })).toBeNull();
  });

  it("leaves out entries past the retention in force", async () => {
    await showLog(LOG, 7);
    await screen.findByRole("table");
    expect(lookedUp()).toEqual(["cust_3Xw8pLrT0a…Vq9f", "CODE-b", "l•••@example.de"]);
  });

  it("says when nothing is logged yet", async () => {
    await showLog([]);
    expect(await screen.findByText("No lookups logged yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("filters by the agent's days, From and To included", async () => {
    await showLog();
    await screen.findByRole("table");
    fireEvent.input(screen.getByLabelText("From date"), { target: { value: agentDay(LOG[2]!.at) } });
    expect(lookedUp()).toEqual(["cust_3Xw8pLrT0a…Vq9f", "CODE-b", "l•••@example.de"]);
    fireEvent.input(screen.getByLabelText("To date"), { target: { value: agentDay(LOG[1]!.at) } });
    expect(lookedUp()).toEqual(["CODE-b", "l•••@example.de"]);
    expect(screen.getByText("2 lookups shown of 4")).toBeTruthy();
    fireEvent.input(screen.getByLabelText("From date"), { target: { value: agentDay(LOG[1]!.at + DAY) } });
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText("No lookups match these filters.")).toBeTruthy();
    expect(screen.getByText("0 lookups shown of 4")).toBeTruthy();
  });

  it("filters by kind, offering only the kinds the log holds", async () => {
    await showLog();
    await screen.findByRole("table");
    const kind = screen.getByLabelText("Kind") as HTMLSelectElement;
    expect([...kind.options].map((option) => option.textContent)).toEqual([
      "All kinds",
      "Customer id",
      "Customer source id",
      "Voucher code",
    ]);
    fireEvent.change(kind, { target: { value: "code" } });
    expect(lookedUp()).toEqual(["CODE-b", "CODE-d"]);
    expect(screen.getByText("2 lookups shown of 4")).toBeTruthy();
    fireEvent.change(kind, { target: { value: "all" } });
    expect(lookedUp()).toHaveLength(4);
  });

  it("shows a lookup the moment it is logged", async () => {
    await showLog();
    await screen.findByRole("table");
    await writerOf(lookupLogItem).update((entries) => [entry("new", Date.now()), ...entries]);
    await waitFor(() => expect(lookedUp()[0]).toBe("CODE-new"));
    expect(screen.getByText("5 lookups shown of 5")).toBeTruthy();
  });
});

describe("exporting the lookup log", () => {
  it("downloads the rows shown as a dated CSV file, and nothing else", async () => {
    let saved: Blob | undefined;
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      saved = blob as Blob;
      return "blob:voucher-lens/log";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const clicked: { download: string; href: string; inPage: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href, inPage: document.body.contains(this) });
    });
    await showLog();
    await screen.findByRole("table");
    fireEvent.change(screen.getByLabelText("Kind"), { target: { value: "code" } });
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));

    expect(clicked).toEqual([
      {
        download: `voucher-lens-lookup-log-${agentDay(Date.now())}.csv`,
        href: "blob:voucher-lens/log",
        inPage: true,
      },
    ]);
    expect(document.querySelector("a[download]")).toBeNull();
    expect(saved!.type).toBe("text/csv;charset=utf-8");
    const bytes = new Uint8Array(await saved!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    expect(lines[0]).toBe(
      '"When (UTC ISO 8601)","Profile","Host","App ID","Kind","Looked up","How","Request ids"',
    );
    expect(lines.slice(1)).toEqual([
      `"${new Date(LOG[1]!.at).toISOString()}","Acme US","api.voucherify.io","acme-eu-app","code","CODE-b","auto",""`,
      `"${new Date(LOG[3]!.at).toISOString()}","Acme EU","api.voucherify.io","acme-eu-app","code","CODE-d","typed",""`,
      "",
    ]);
  });
});

describe("clearing the lookup log", () => {
  it("asks first, and keeps the log when the agent keeps it", async () => {
    const sent = vi.spyOn(fakeBrowser.runtime, "sendMessage");
    await showLog();
    await screen.findByRole("table");
    fireEvent.click(screen.getByRole("button", { name: "Clear log" }));
    const question = screen.getByRole("group", {
      name: "Clear all 4 entries of the lookup log? This cannot be undone.",
    });
    const keep = within(question).getByRole("button", { name: "Keep the log" });
    expect(document.activeElement).toBe(keep);
    fireEvent.click(keep);
    expect(screen.queryByRole("group")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Clear log" }));
    expect(sent.mock.calls.some(([message]) => JSON.stringify(message).includes("lookupLog.clear"))).toBe(
      false,
    );
    expect(await loadLookupLog()).toHaveLength(4);
  });

  it("keeps the log when the agent presses Escape at the question", async () => {
    await showLog();
    await screen.findByRole("table");
    fireEvent.click(screen.getByRole("button", { name: "Clear log" }));
    fireEvent.keyDown(screen.getByRole("button", { name: "Keep the log" }), { key: "Escape" });
    expect(screen.queryByRole("group")).toBeNull();
    expect(await loadLookupLog()).toHaveLength(4);
  });

  it("asks the worker to clear it once confirmed, and says it is cleared", async () => {
    const sent = vi.spyOn(fakeBrowser.runtime, "sendMessage");
    await showLog();
    await screen.findByRole("table");
    fireEvent.click(screen.getByRole("button", { name: "Clear log" }));
    fireEvent.click(screen.getByRole("button", { name: "Clear all entries" }));

    expect(await screen.findByText("Lookup log cleared.")).toBeTruthy();
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ type: "lookupLog.clear", input: {} }));
    expect(await loadLookupLog()).toEqual([]);
    expect(await screen.findByText("No lookups logged yet.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Lookup log" }));
  });

  it("says so when the worker did not clear it, and keeps showing the log", async () => {
    await writerOf(lookupLogItem).write(LOG);
    // No worker answers.
    render(<LookupLogSection logDays={30} />);
    await screen.findByRole("table");
    fireEvent.click(screen.getByRole("button", { name: "Clear log" }));
    fireEvent.click(screen.getByRole("button", { name: "Clear all entries" }));
    expect(
      await screen.findByText("The log was not cleared. Try again.", {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(lookedUp()).toHaveLength(4);
  });
});

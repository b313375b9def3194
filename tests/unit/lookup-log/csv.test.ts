// The lookup log as a CSV file: what a team lead opens in a spreadsheet must read back as the log
// held it, and never run anything.

import { describe, expect, it } from "vitest";
import { csvField, csvText, LOG_CSV_HEADER, lookupLogCsv, lookupLogFileName } from "@/lib/lookup-log/csv";
import type { LogEntry } from "@/lib/lookup-log/lookup-log";

/**
 * RFC 4180 as a spreadsheet reads it: quoted fields with doubled quotes, commas and line breaks
 * inside quotes; a byte order mark first. Tests only: the extension writes CSV, never reads it.
 */
function parseCsv(text: string): string[][] {
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let at = 0; at < body.length; at++) {
    const char = body[at]!;
    if (quoted) {
      if (char === '"' && body[at + 1] === '"') {
        field += '"';
        at++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && body[at + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      at++;
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

const entry = (more: Partial<LogEntry> = {}): LogEntry => ({
  id: "e1",
  at: Date.UTC(2026, 10, 26, 9, 30, 5),
  profileId: "p1",
  profile: "Acme EU",
  host: "api.voucherify.io",
  appId: "acme-eu-app",
  kind: "code",
  looked: "BF25-XK3P9Q",
  how: "typed",
  requestIds: ["v-0a1b2c", "v-3d4e5f"],
  ...more,
});

describe("a CSV field", () => {
  it("is always quoted, its quotes doubled", () => {
    expect(csvField("Acme")).toBe('"Acme"');
    expect(csvField('Acme "EU"')).toBe('"Acme ""EU"""');
    expect(csvField("")).toBe('""');
  });

  it("keeps commas and line breaks inside its quotes", () => {
    expect(csvField("Acme, EU")).toBe('"Acme, EU"');
    expect(csvField("first\r\nsecond\nthird")).toBe('"first\r\nsecond\nthird"');
  });

  it("gets an apostrophe first when a spreadsheet would read it as a formula", () => {
    expect(csvField('=HYPERLINK("https://evil.example")')).toBe('"\'=HYPERLINK(""https://evil.example"")"');
    expect(csvField("+1 555 0100")).toBe('"\'+1 555 0100"');
    expect(csvField("-2+3")).toBe('"\'-2+3"');
    expect(csvField("@SUM(A1)")).toBe('"\'@SUM(A1)"');
    expect(csvField("\t=1")).toBe('"\'\t=1"');
    expect(csvField("\r=1")).toBe('"\'\r=1"');
  });

  it("is left alone when the sign is not first", () => {
    expect(csvField("BF25-XK3P9Q")).toBe('"BF25-XK3P9Q"');
    expect(csvField("a=b")).toBe('"a=b"');
    expect(csvField(" =1")).toBe('" =1"');
  });
});

describe("the CSV text", () => {
  it("starts with a byte order mark and ends every row with CRLF", () => {
    const text = csvText([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(text).toBe('\uFEFF"a","b"\r\n"c","d"\r\n');
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it("reads back as the rows it was made of: commas, quotes, line breaks, unicode, empty fields", () => {
    const rows = [
      ["Acme, EU", 'the "night" shift', "line one\nline two", "crlf\r\ninside"],
      ["Łódź – Zażółć", "Fernández", "日本語", "👩‍💻 café"],
      ["", "", "", ""],
      ["a=b", "x@y", "trailing,", '"'],
    ];
    expect(parseCsv(csvText(rows))).toEqual(rows);
  });

  it("reads back a defused field with its apostrophe, and nothing else changed", () => {
    const rows = [["=1+1", "+34 612", "-5", "@me", "\tx", "\ry"]];
    expect(parseCsv(csvText(rows))).toEqual([["'=1+1", "'+34 612", "'-5", "'@me", "'\tx", "'\ry"]]);
  });
});

describe("the lookup log as CSV", () => {
  it("has the header row, then one row per entry in the log's order, dated in UTC", () => {
    const older = entry({ id: "e2", at: Date.UTC(2026, 10, 25, 23, 59), how: "auto", requestIds: [] });
    const rows = parseCsv(lookupLogCsv([entry(), older]));
    expect(rows).toEqual([
      [...LOG_CSV_HEADER],
      [
        "2026-11-26T09:30:05.000Z",
        "Acme EU",
        "api.voucherify.io",
        "acme-eu-app",
        "code",
        "BF25-XK3P9Q",
        "typed",
        "v-0a1b2c v-3d4e5f",
      ],
      [
        "2026-11-25T23:59:00.000Z",
        "Acme EU",
        "api.voucherify.io",
        "acme-eu-app",
        "code",
        "BF25-XK3P9Q",
        "auto",
        "",
      ],
    ]);
    expect(LOG_CSV_HEADER).toEqual([
      "When (UTC ISO 8601)",
      "Profile",
      "Host",
      "App ID",
      "Kind",
      "Looked up",
      "How",
      "Request ids",
    ]);
  });

  it("defuses a profile named or a value looked up like a formula", () => {
    const rows = parseCsv(lookupLogCsv([entry({ profile: "=cmd|' /C calc'!A0", looked: "-BF25" })]));
    expect(rows[1]![1]).toBe("'=cmd|' /C calc'!A0");
    expect(rows[1]![5]).toBe("'-BF25");
  });

  it("is only the header for an empty log", () => {
    expect(parseCsv(lookupLogCsv([]))).toEqual([[...LOG_CSV_HEADER]]);
  });

  it("is named for the agent's day", () => {
    expect(lookupLogFileName(new Date(2026, 0, 5, 23, 30).getTime())).toBe(
      "voucher-lens-lookup-log-2026-01-05.csv",
    );
  });
});

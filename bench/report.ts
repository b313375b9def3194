/** One line of the results table; a row with a budget passes or fails it. */
export interface Row {
  section: string;
  measure: string;
  result: string;
  budget?: string;
  pass?: boolean;
}

export const median = (values: number[]): number => {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export const ms = (value: number): string => `${value.toFixed(value < 10 ? 2 : value < 100 ? 1 : 0)} ms`;
export const times = (value: number): string => `${value.toFixed(2)}×`;
/** Kilobytes of 1,000 bytes, as the budgets are written. */
export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
/** Megabytes of 2^20 bytes, as heap sizes are usually read. */
export const MB = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
export const count = (value: number): string => value.toLocaleString("en");

/** The median and the spread of a list of timings, as the table shows them. */
export const spread = (values: number[]): string =>
  `${ms(median(values))} (${ms(Math.min(...values))}–${ms(Math.max(...values))})`;

export function table(rows: Row[]): string {
  const lines = [
    "| Section | Measure | Result | Budget | |",
    "| --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.section} | ${r.measure} | ${r.result} | ${r.budget ?? ""} | ${r.pass === undefined ? "" : r.pass ? "pass" : "**MISSED**"} |`,
    ),
  ];
  return lines.join("\n");
}

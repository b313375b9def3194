/** Display preferences the agent sets in the options page. */
export interface MoneyFormat {
  currency: string;
  /** BCP 47 tag; undefined means the browser's locale. */
  locale?: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Amounts are integers in the smallest currency unit; the currency says how many decimals that is. */
export function formatMoney(minorUnits: number | null | undefined, format: MoneyFormat): string {
  if (minorUnits === null || minorUnits === undefined || !Number.isFinite(minorUnits)) return "";
  const key = `${format.locale ?? ""}|${format.currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(format.locale, { style: "currency", currency: format.currency });
    formatters.set(key, formatter);
  }
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(minorUnits / 10 ** digits);
}

/** Whether Intl knows the currency code, so the options page can refuse "EURO" with a reason. */
export function isKnownCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  try {
    new Intl.NumberFormat("en", { style: "currency", currency: code });
    return typeof Intl.supportedValuesOf !== "function" || Intl.supportedValuesOf("currency").includes(code);
  } catch {
    return false;
  }
}

/** Points with a sign: +300 earned, −300 spent. */
export function formatPoints(points: number, locale?: string): string {
  const formatted = new Intl.NumberFormat(locale, { signDisplay: "exceptZero" }).format(points);
  return `${formatted} points`;
}

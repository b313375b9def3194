import { formatter } from "./formatter";

/** Display preferences the agent sets in the options page. */
export interface MoneyFormat {
  currency: string;
  /** BCP 47 tag; undefined means the browser's locale. */
  locale?: string;
}

/** Each currency formatter's decimals: reading its options builds a new object at every amount. */
const fractionDigits = new WeakMap<Intl.NumberFormat, number>();

/** Amounts are integers in the smallest currency unit; the currency says how many decimals that is. */
export function formatMoney(minorUnits: number | null | undefined, format: MoneyFormat): string {
  if (minorUnits === null || minorUnits === undefined || !Number.isFinite(minorUnits)) return "";
  const currency = formatter("number", format.locale, { style: "currency", currency: format.currency });
  if (!currency) return "";
  let digits = fractionDigits.get(currency);
  if (digits === undefined) {
    digits = currency.resolvedOptions().maximumFractionDigits ?? 2;
    fractionDigits.set(currency, digits);
  }
  return currency.format(minorUnits / 10 ** digits);
}

/**
 * A count as `toLocaleString` writes it in the locale, from the one formatter cache: a number's own
 * `toLocaleString(locale)` builds a formatter at every call, and a list of 100 rows makes hundreds.
 */
export function formatCount(value: number, locale?: string): string {
  return formatter("number", locale)?.format(value) ?? String(value);
}

/** Whether Intl knows the currency code, so the options page can refuse "EURO" with a reason. */
export function isKnownCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  if (!formatter("number", "en", { style: "currency", currency: code })) return false;
  return typeof Intl.supportedValuesOf !== "function" || Intl.supportedValuesOf("currency").includes(code);
}

/** Points with a sign: +300 earned, −300 spent. */
export function formatPoints(points: number, locale?: string): string {
  const formatted =
    formatter("number", locale, { signDisplay: "exceptZero" })?.format(points) ?? String(points);
  return `${formatted} points`;
}

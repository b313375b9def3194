/**
 * Whether Intl knows the IANA time zone ("Europe/Warsaw"), for the profile's field: apart from the
 * validity windows' calendar arithmetic (redemptions/validity.ts, whose check shares its cached
 * formatters), which every page that reads a profile would otherwise load.
 */
export function isTimeZone(timeZone: string): boolean {
  try {
    return Boolean(new Intl.DateTimeFormat("en-US", { timeZone }));
  } catch {
    return false;
  }
}

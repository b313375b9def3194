/**
 * Names the watcher's work in the page's performance timeline, so a profile (or `npm run bench`)
 * can tell it from the helpdesk's own. Cleared at once: observers still see each entry, and a page
 * open all day does not collect them. `start` is a `performance.now()`.
 */
export function measure(name: `voucher-lens:${string}`, start: number): void {
  try {
    performance.measure(name, { start, end: performance.now() });
    performance.clearMeasures(name);
  } catch {
    // An old engine without measure options: nothing to report.
  }
}

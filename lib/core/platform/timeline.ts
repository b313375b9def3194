/**
 * Names a moment of a page's own work in its performance timeline, so a profile (or `npm run bench`)
 * can tell where the time before an answer went. Cleared at once: an observer still sees each mark,
 * and a panel open all day does not collect them.
 */
export function mark(name: `voucher-lens:${string}`): void {
  try {
    performance.mark(name);
    performance.clearMarks(name);
  } catch {
    // An engine without the timeline: nothing to report.
  }
}

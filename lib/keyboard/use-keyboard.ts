import { useEffect } from "preact/hooks";
import { onWorkerNotice } from "@/lib/core/contract/worker-notice";

export const focusSearch = () => document.getElementById("search")?.focus();

/**
 * The keyboard command puts the focus in Search: as soon as the panel shows it, and when the worker
 * says so for this panel's window (the panel was already open).
 */
export function useFocusSearchCommand(windowId: number | undefined | null, shown: boolean) {
  // Once, when Search is first shown (the panel renders it once the profile is read).
  useEffect(() => {
    if (shown) focusSearch();
  }, [shown]);
  useEffect(
    () =>
      onWorkerNotice("panel.focusSearch", ({ windowId: target }) => {
        if (target === undefined || windowId === undefined || windowId === null || target === windowId)
          focusSearch();
      }),
    [windowId],
  );
}

/** Keys typed into a field belong to the field: shortcuts never take them. */
export function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(input|textarea|select)$/.test(target.localName))
  );
}

const ROW_FOCUS = "button.expand";

/**
 * Arrow keys move between result rows (to each row's Details button), Home and End to the first and
 * last; the rows stay in the page's tab order as they were.
 */
export function moveBetweenRows(event: KeyboardEvent, list: HTMLElement): boolean {
  if (typingIn(event.target) || event.altKey || event.ctrlKey || event.metaKey) return false;
  const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
  const edge = { Home: "first", End: "last" }[event.key];
  if (step === undefined && edge === undefined) return false;
  // A row that could not be read has no details to show: the keys step over it.
  const rows = [...list.querySelectorAll<HTMLElement>(":scope > li")].filter((row) =>
    row.querySelector(ROW_FOCUS),
  );
  if (!rows.length) return false;
  const from = event.target;
  const at = rows.findIndex((row) => from instanceof Node && row.contains(from));
  const next =
    edge === "first"
      ? 0
      : edge === "last"
        ? rows.length - 1
        : Math.min(rows.length - 1, Math.max(0, at + step!));
  const target = rows[next]?.querySelector<HTMLElement>(ROW_FOCUS);
  if (!target) return false;
  target.focus();
  target.scrollIntoView({ block: "nearest" });
  return true;
}

/**
 * "?" lists the shortcuts, "/" goes to Search; keys typed into a field stay the field's. `onHelp`
 * is kept from one render to the next (a state setter, or a callback made once).
 */
export function usePanelKeys(onHelp: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.isTrusted || typingIn(event.target) || event.ctrlKey || event.metaKey || event.altKey)
        return;
      if (event.key === "?") {
        event.preventDefault();
        onHelp();
      } else if (event.key === "/") {
        event.preventDefault();
        focusSearch();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onHelp]);
}

/**
 * Whether the focus is in this document itself: a top document whose focused element is an
 * iframe has the focus only through that frame (document.hasFocus() is true for both).
 */
export function hasOwnFocus(doc: Document): boolean {
  if (!doc.hasFocus()) return false;
  const active = doc.activeElement;
  return !(active && (active.tagName === "IFRAME" || active.tagName === "FRAME"));
}

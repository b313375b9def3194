/**
 * Whether the focus is in this document itself: a top document whose focused element is a frame
 * (an iframe, or an object showing a page) has the focus only through that frame
 * (document.hasFocus() is true for both). A component's shadow root shows the page only the
 * component, so the focus is looked for inside it: the frame the agent is in may sit there.
 */
export function hasOwnFocus(doc: Document): boolean {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return doc.hasFocus() && !(active && "contentWindow" in active);
}

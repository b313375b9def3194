/** The text position under a point, through open shadow roots, with the API this browser has. */
export function caretAt(doc: Document, x: number, y: number): { node: Node; offset: number } | undefined {
  if ("caretPositionFromPoint" in doc) {
    const position = (
      doc as Document & {
        caretPositionFromPoint(
          x: number,
          y: number,
          options?: { shadowRoots?: ShadowRoot[] },
        ): { offsetNode: Node; offset: number } | null;
      }
    ).caretPositionFromPoint(x, y, { shadowRoots: openShadowRootsAt(doc, x, y) });
    return position ? { node: position.offsetNode, offset: position.offset } : undefined;
  }
  const range = (
    doc as Document & { caretRangeFromPoint?(x: number, y: number): Range | null }
  ).caretRangeFromPoint?.(x, y);
  return range ? { node: range.startContainer, offset: range.startOffset } : undefined;
}

function openShadowRootsAt(doc: Document, x: number, y: number): ShadowRoot[] {
  const roots: ShadowRoot[] = [];
  for (let element = doc.elementFromPoint(x, y); element?.shadowRoot; ) {
    roots.push(element.shadowRoot);
    const inner = element.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === element) break;
    element = inner;
  }
  return roots;
}

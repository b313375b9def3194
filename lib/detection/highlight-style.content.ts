import { HIGHLIGHT_PREFIX } from "./highlighter.content";
import { TOKEN_KINDS } from "./patterns";
// The same rules for documents, injected by the browser before the page is built (see the file).
import "./highlight-style.css";

/**
 * ::highlight() rules, one per kind: a tint that reads on light and dark pages. Nothing drawn
 * outside the text (see highlight-style.css): the same rules as there, for shadow roots.
 */
export const HIGHLIGHT_TINT = "rgba(11, 87, 208, 0.2)";
export const HIGHLIGHT_STYLE = TOKEN_KINDS.map(
  (kind) => `::highlight(${HIGHLIGHT_PREFIX}${kind}){background-color:${HIGHLIGHT_TINT}}`,
).join("\n");

let sheet: CSSStyleSheet | undefined;

/**
 * Styles the highlights in a document or an open shadow root (::highlight rules do not cross
 * shadow boundaries). An adopted stylesheet adds no element to the page.
 */
export function adoptHighlightStyle(target: Document | ShadowRoot): () => void {
  if (target.nodeType === 9 && styledByManifest(target as Document)) return () => undefined;
  sheet ??= new CSSStyleSheet();
  if (!sheet.cssRules.length) sheet.replaceSync(HIGHLIGHT_STYLE);
  const own = sheet;
  if (!target.adoptedStyleSheets.includes(own))
    target.adoptedStyleSheets = [...target.adoptedStyleSheets, own];
  return () => {
    target.adoptedStyleSheets = target.adoptedStyleSheets.filter((s) => s !== own);
  };
}

/**
 * Whether the browser already injected highlight-style.css: it does on the helpdesks the manifest
 * lists, not on sites enabled later, whose content script is registered without it.
 */
function styledByManifest(doc: Document): boolean {
  const view = doc.defaultView;
  if (!view?.getComputedStyle) return false;
  try {
    const style = view.getComputedStyle(
      doc.documentElement,
      `::highlight(${HIGHLIGHT_PREFIX}${TOKEN_KINDS[0]})`,
    );
    return style.backgroundColor === HIGHLIGHT_TINT;
  } catch {
    return false;
  }
}

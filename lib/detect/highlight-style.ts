import { HIGHLIGHT_PREFIX } from "./highlighter";
import { TOKEN_KINDS } from "./patterns";
// The same rules for documents, injected by the browser before the page is built (see the file).
import "./highlight-style.css";

/** ::highlight() rules, one per kind: an underline and a tint that read on light and dark pages. */
export const HIGHLIGHT_STYLE = TOKEN_KINDS.map(
  (kind) =>
    `::highlight(${HIGHLIGHT_PREFIX}${kind}){background-color:rgba(11,87,208,.14);text-decoration:underline dotted rgba(11,87,208,.9) 2px}`,
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
    return style.backgroundColor === "rgba(11, 87, 208, 0.14)";
  } catch {
    return false;
  }
}

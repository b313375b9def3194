/**
 * Whether a token is text the agent sees on the ticket. A page carries text no one sees (a
 * "Recently viewed" menu kept in the DOM with display: none, a collapsed box) and chrome that is
 * not the ticket (navigation, menus, tab strips, the page's banner), both naming other tickets'
 * customers: counted, they made the panel look up the wrong customer on its own.
 */

/** What only a laid-out page knows; a fake in unit tests, where nothing is laid out. */
export interface Layout {
  /**
   * Whether the browser draws the element: it has a box (no display: none above it), its own
   * visibility is not hidden, no content-visibility: hidden above it.
   */
  drawn(element: Element): boolean;
  /** Whether the element is a box of zero height that clips what it holds. */
  clips(element: Element): boolean;
}

/** The attributes whose change may show or hide text: a batch reads again the tokens under them. */
export const VISIBILITY_ATTRIBUTES = ["hidden", "style", "class", "aria-hidden", "open"];

export const pageLayout: Layout = {
  // An element with display: contents has no box of its own: its text shows if its parent's does.
  drawn: (element) =>
    // The standard's name is visibilityProperty; Chrome before 121 knows only checkVisibilityCSS,
    // its historic alias, which Chrome and Firefox keep as the standard does.
    element.checkVisibility({ checkVisibilityCSS: true } as CheckVisibilityOptions) ||
    (getComputedStyle(element).display === "contents" && !!up(element) && pageLayout.drawn(up(element)!)),
  // A collapsed box: no height, and an overflow that clips it. The body's and the root's overflow
  // is the viewport's: they clip nothing, whatever their size.
  clips: (element) =>
    !(element as HTMLElement).offsetHeight &&
    !element.matches("html,body") &&
    /^[^v]/.test(getComputedStyle(element).overflowY),
};

/** The element above, through a shadow root to its host. */
export const up = (node: Node): Element | undefined =>
  node.parentElement ?? (node.parentNode as ShadowRoot | null)?.host;

/**
 * The roles, or tags, of the page's chrome: navigation, its banner, menus and tab strips (an HTML
 * <menu> is a toolbar of commands). Group 1, content even inside chrome: Zendesk Garden's tab
 * panels sit inside its <nav class="c-tab">.
 */
const ROLES = /^(?:(main|tabpanel)|nav(igation)?|banner|menu(bar|item(checkbox|radio)?)?|tab(list)?)$/i;
/** What makes a <header> a section's, not the page's banner. */
const SECTIONING = /^(article|aside|main|nav(igation)?|section|complementary|region)$/i;

/** An element's role attribute, else its tag; a <header> is the banner unless a section holds it. */
function roleOf(element: Element): string {
  const role = element.getAttribute("role");
  if (role !== null || element.localName !== "header") return role ?? element.localName;
  for (let above = up(element); above; above = up(above))
    if (SECTIONING.test(above.getAttribute("role") ?? above.localName)) return "";
  return "banner";
}

/** A function that answers once per node: its answers hold for one pass. */
export function once<N extends Node, T>(answer: (node: N) => T): (node: N) => T {
  const known = new Map<N, T>();
  return (node) => {
    if (!known.has(node)) known.set(node, answer(node));
    return known.get(node)!;
  };
}

/**
 * A check of text nodes for one pass over the tokens of a batch (or a slice of the first scan):
 * reads only, so the page is laid out once at most, and what it learns of an element holds for the
 * pass, so the tokens of one message share their ancestors' answers.
 */
export function visibilityCheck(layout: Layout = pageLayout): (text: Node) => boolean {
  // Hidden from the agent (aria-hidden) or clipped by a zero-size box, here or above. The hidden
  // attribute, a closed <details> (all but its summary) and display: none are the layout's to tell:
  // the browser gives them no box, or content-visibility: hidden, and an author's style may undo them.
  const isHidden = once(
    (element: Element): boolean =>
      element.getAttribute("aria-hidden") === "true" ||
      layout.clips(element) ||
      (!!up(element) && isHidden(up(element)!)),
  );
  // In chrome: the nearest element with a chrome or a content role is chrome.
  const inChrome = once((element: Element): boolean => {
    const role = ROLES.exec(roleOf(element));
    return role ? !role[1] : !!up(element) && inChrome(up(element)!);
  });
  const drawn = once(layout.drawn);
  return (text) => {
    const element = up(text);
    return !!element && !isHidden(element) && !inChrome(element) && drawn(element);
  };
}

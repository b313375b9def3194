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
  /**
   * Whether the element's own box and style hide all it holds: a box at most a pixel high or wide
   * that clips, see-through (and not fading in), or clipped away by a clip-path.
   */
  hides(element: Element): boolean;
  /**
   * Whether the text, as drawn, cannot be read: too small (a tiny font, a scale to nothing), wholly
   * before the start of what scrolling reaches (put off screen, indented away), or in the colour of
   * what is behind it.
   */
  unreadable(text: Node, element: Element): boolean;
}

/** The attributes whose change may show or hide text: a batch reads again the tokens under them. */
export const VISIBILITY_ATTRIBUTES = ["hidden", "style", "class", "aria-hidden", "open"];

/** Under this height, in CSS pixels, a line of text is a smudge: a font of a few pixels, or scaled away. */
const READABLE_PX = 5;

/**
 * A computed colour as [r, g, b] or [r, g, b, alpha] (browsers write computed colours "rgb(r, g, b)"
 * or "rgba(r, g, b, a)"), or undefined in a colour space not read here.
 */
const rgba = (colour: string): number[] | undefined =>
  /^rgba?\((.*)\)$/.exec(colour)?.[1]?.split(", ").map(Number);

/** Whether a clip-path leaves nothing of the box: inset() by half or more on every side. */
const clippedAway = (path: string) => Number(/^inset\(([\d.]+)%\)$/.exec(path)?.[1]) >= 50;

/**
 * The page's layout, read for one pass: computed styles and boxes, what it learns of an element
 * held until the pass ends.
 */
export function pageLayout(): Layout {
  const range = document.createRange();
  const style = once((element: Element) => getComputedStyle(element));
  // The box that clips or scrolls the element, if any: what is before its scrolled start is out of reach.
  const scroller = once((element: Element): Element | undefined =>
    element.matches("html,body")
      ? undefined
      : /^[^v]|[^e]$/.test(style(element).overflowX + style(element).overflowY)
        ? element
        : up(element) && scroller(up(element)!),
  );
  // The colour behind the element's text: the nearest opaque background up the tree, the canvas's
  // white at the top (unknown where the page may take a dark canvas), or unknown under an image.
  const behind = once((element: Element): number[] | undefined => {
    if (style(element).backgroundImage.includes("(")) return undefined;
    const own = rgba(style(element).backgroundColor);
    if (own && (own[3] ?? 1) > 0.9) return own;
    if (up(element)) return behind(up(element)!);
    return /dark/.test(style(element).colorScheme) ? undefined : [255, 255, 255];
  });
  const layout: Layout = {
    // An element with display: contents has no box of its own: its text shows if its parent's does.
    drawn: (element) =>
      // The standard's name is visibilityProperty; Chrome before 121 knows only checkVisibilityCSS,
      // its historic alias, which Chrome and Firefox keep as the standard does.
      element.checkVisibility({ checkVisibilityCSS: true } as CheckVisibilityOptions) ||
      (style(element).display === "contents" && !!up(element) && layout.drawn(up(element)!)),
    // A collapsed box, or one a pixel wide (a screen reader's only text): the overflow of its
    // narrow side clips it. The body's and the root's overflow is the viewport's: they clip nothing.
    // Opacity 0 while an animation runs is a fade's first frame: the text is on its way in.
    hides: (element) => {
      const { offsetHeight: h, offsetWidth: w } = element as HTMLElement;
      return (
        ((h < 2 || w < 2) &&
          !element.matches("html,body") &&
          /^[^v]/.test(h > 1 ? style(element).overflowX : style(element).overflowY)) ||
        (style(element).opacity === "0" && !element.getAnimations()[0]) ||
        clippedAway(style(element).clipPath)
      );
    },
    unreadable: (text, element) => {
      range.selectNodeContents(text);
      const r = range.getBoundingClientRect();
      // Before the start: left of it (in a left-to-right text) or above it, where no scrolling goes.
      const box = scroller(element);
      const start = box?.getBoundingClientRect();
      const colour = rgba(style(element).color);
      const back = behind(element);
      return (
        r.height < READABLE_PX ||
        (style(element).direction !== "rtl" &&
          r.right <= (start ? start.left - box!.scrollLeft : -scrollX)) ||
        r.bottom <= (start ? start.top - box!.scrollTop : -scrollY) ||
        colour?.[3] === 0 ||
        (!!colour && !!back && colour.every((c, i) => i > 2 || Math.abs(c - back[i]!) < 9))
      );
    },
  };
  return layout;
}

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
export function visibilityCheck(layout: Layout = pageLayout()): (text: Node) => boolean {
  // Hidden from the agent (aria-hidden) or clipped by a zero-size box, here or above. The hidden
  // attribute, a closed <details> (all but its summary) and display: none are the layout's to tell:
  // the browser gives them no box, or content-visibility: hidden, and an author's style may undo them.
  const isHidden = once(
    (element: Element): boolean =>
      element.getAttribute("aria-hidden") === "true" ||
      layout.hides(element) ||
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
    return (
      !!element &&
      !isHidden(element) &&
      !inChrome(element) &&
      drawn(element) &&
      !layout.unreadable(text, element)
    );
  };
}

import type { Marked } from "./highlighter.content";
import type { TokenKind } from "./patterns";
import { OWN_UI_ATTRIBUTE } from "./scanner.content";

/** What the button looks up: the token's text and the kind it was marked as. */
export interface MarkedToken {
  kind: TokenKind;
  text: string;
}

/** The button's label, and its accessible name with `{text}` where the marked code or id goes. */
export interface ButtonWords {
  lookUpButton: string;
  lookUpToken: string;
}

/** Until the worker answers: the content script carries no other language. */
const ENGLISH: ButtonWords = {
  lookUpButton: "Look up in Voucher Lens",
  lookUpToken: "Look up {text} in Voucher Lens",
};

/**
 * The one piece of UI the content script adds: a button in a closed shadow root, so the page can
 * neither style nor read it. It is created on first use, not at start.
 */
export interface LookupButton {
  /** Shows the button for a mark: it looks the token up only while the page has not removed or changed it. */
  show(mark: Marked, rect: DOMRect): void;
  /** The button's words in the agent's language, as the worker gives them. */
  word(words: ButtonWords): void;
  hide(): void;
  destroy(): void;
}

/**
 * The host's styles, each `!important` in its own style attribute: an author's important rule loses
 * to an important declaration in the style attribute, whatever its selector (universal, the tag,
 * `[popover]`, an attribute, `:has()`), so no page rule can resize, hide or move it. `all:initial`
 * also cuts what it would inherit, and any animation or transition a page rule would give it; it
 * leaves out direction and unicode-bidi, set here so no rule reverses the button's words.
 */
const HOST_STYLE = "all:initial;direction:ltr;unicode-bidi:isolate;position:fixed;zoom:1;display:none"
  .split(";")
  .map((declaration) => `${declaration}!important`)
  .join(";");

declare global {
  /** Chromium's visibility tracking (IntersectionObserver v2), not in TypeScript's DOM types yet. */
  interface IntersectionObserverInit {
    trackVisibility?: boolean;
    delay?: number;
  }
  interface IntersectionObserverEntry {
    readonly isVisible?: boolean;
  }
}

/** Larger than the button is ever drawn (a large minimum font size included), far smaller than a page could stretch it. */
const MAX_WIDTH = 480;
const MAX_HEIGHT = 96;

export function createLookupButton(doc: Document, onLookup: (token: MarkedToken) => void): LookupButton {
  let host: HTMLElement | undefined;
  let button: HTMLButtonElement | undefined;
  let current: Marked | undefined;
  let words = ENGLISH;
  // split and join, not replace: a `$` in the page's text is text, not a replacement pattern.
  const nameFor = (mark: Marked) => words.lookUpToken.split("{text}").join(mark.found.text);
  /** A trusted press (pointer, Enter or Space) found the button as drawn: the click that follows looks up. */
  let pressed = false;
  /**
   * Whether nothing the page draws lies over the button, as the browser saw it since the button was
   * last shown: unknown until it has looked. Chromium tells (IntersectionObserver v2); a browser that
   * cannot tell (Firefox) is taken at its word that the button is there.
   */
  let visible: boolean | undefined;
  let watcher: IntersectionObserver | undefined;

  /**
   * Whether the button is drawn as the extension draws it: its own size, where it was put, neither
   * transparent nor hidden, and (where the browser can tell) nothing of the page's laid over it.
   * Zoom on the page's root element (made up for on its body) is what could still stretch it; then
   * no click counts.
   */
  const drawn = () => {
    const r = button!.getBoundingClientRect();
    return (
      r.width <= MAX_WIDTH &&
      r.height <= MAX_HEIGHT &&
      r.left >= 0 &&
      r.top >= 0 &&
      button!.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      visible === true
    );
  };

  const build = () => {
    host = doc.createElement("voucher-lens-lookup");
    host.setAttribute(OWN_UI_ATTRIBUTE, "");
    host.style.cssText = HOST_STYLE;
    // In the top layer when shown: above anything the page stacks, whatever its z-index.
    host.popover = "manual";
    const shadow = host.attachShadow({ mode: "closed" });
    const style = doc.createElement("style");
    // The host's own ::before and ::after, which the page's rules could fill and lay over the
    // button: an important rule of the shadow tree wins over the page's important ones.
    style.textContent =
      ":host::before,:host::after{content:none!important}button{font:13px/1.3 system-ui;padding:5px 11px;border-radius:6px;border:0;background:#0b57d0;color:#fff;cursor:pointer;box-shadow:0 2px 8px #0004}button:focus-visible{outline:2px solid #fff;outline-offset:-4px}";
    button = doc.createElement("button");
    button.type = "button";
    button.textContent = words.lookUpButton;
    // Judged when pressed, by pointer or key, before the page's own click handling runs.
    const press = (event: Event) => {
      pressed = event.isTrusted && drawn();
    };
    button.addEventListener("pointerdown", press);
    button.addEventListener("click", (event) => {
      event.stopPropagation();
      // Only the agent's own click: a page script's synthetic click is not trusted input.
      if (!event.isTrusted || !current) return;
      // Only a press on the button as drawn: a button a page stretched or hid takes no click, and goes.
      // A mark the page took away or changed since (the helpdesk put the next ticket where it was,
      // the agent having moved there by keyboard or Back) is looked up no more: the button goes.
      const { kind, text } = current.found;
      if (pressed && !current.removed) onLookup({ kind, text });
      pressed = false;
      hide();
    });
    button.addEventListener("keydown", (event) => {
      if (event.key === "Escape") hide();
      if (event.key === "Enter" || event.key === " ") press(event);
    });
    shadow.append(style, button);
    // Chromium tells whether anything the page draws (even transparent, even letting clicks through)
    // lies over the button: a press on a button the agent could not see does not count.
    watcher = new IntersectionObserver(
      (entries) => {
        visible = entries.at(-1)!.isVisible ?? true;
      },
      { trackVisibility: true, delay: 100 },
    );
  };

  /** Sets one of the host's styles, important like the rest. */
  const set = (property: string, value: string) => host!.style.setProperty(property, value, "important");

  const hide = () => {
    if (!host) return;
    set("display", "none");
    if (host.matches(":popover-open")) host.hidePopover();
  };

  return {
    show(mark, rect) {
      if (!host) build();
      // Put back if the page removed it.
      if (!host!.isConnected) doc.documentElement.append(host!);
      current = mark;
      button!.setAttribute("aria-label", nameFor(mark));
      const top = rect.bottom + 4 > innerHeight - 32 ? rect.top - 32 : rect.bottom + 4;
      set("top", `${Math.max(0, top)}px`);
      set("left", `${Math.max(0, Math.min(rect.left, innerWidth - 200))}px`);
      set("display", "block");
      // Shown again on top of the top layer, above any popover the page opened since, and looked at
      // afresh: the browser says anew whether anything lies over it where it now is.
      if (host!.matches(":popover-open")) host!.hidePopover();
      host!.showPopover();
      visible = undefined;
      watcher!.takeRecords();
      watcher!.unobserve(button!);
      watcher!.observe(button!);
    },
    hide,
    word(given) {
      words = given;
      if (!button) return;
      button.textContent = words.lookUpButton;
      if (current) button.setAttribute("aria-label", nameFor(current));
    },
    destroy() {
      host?.remove();
    },
  };
}

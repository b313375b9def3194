import type { TokenKind } from "./patterns";
import { OWN_UI_ATTRIBUTE } from "./scanner.content";

/** What the button looks up: the token's text and the kind it was marked as. */
export interface MarkedToken {
  kind: TokenKind;
  text: string;
}

/**
 * The one piece of UI the content script adds: a button in a closed shadow root, so the page can
 * neither style nor read it. It is created on first use, not at start.
 */
export interface LookupButton {
  show(token: MarkedToken, rect: DOMRect): void;
  hide(): void;
  destroy(): void;
}

export function createLookupButton(doc: Document, onLookup: (token: MarkedToken) => void): LookupButton {
  let host: HTMLElement | undefined;
  let button: HTMLButtonElement | undefined;
  let current: MarkedToken | undefined;

  const build = () => {
    host = doc.createElement("voucher-lens-lookup");
    host.setAttribute(OWN_UI_ATTRIBUTE, "");
    host.style.cssText = "position:fixed;z-index:2147483647;top:0;left:0;display:none;";
    const shadow = host.attachShadow({ mode: "closed" });
    const style = doc.createElement("style");
    style.textContent =
      "button{font:13px/1.3 system-ui,sans-serif;padding:4px 10px;border-radius:6px;border:1px solid #0b57d0;background:#0b57d0;color:#fff;cursor:pointer;box-shadow:0 2px 8px rgba(0,0,0,.25)}button:focus-visible{outline:2px solid #fff;outline-offset:-4px}";
    button = doc.createElement("button");
    button.type = "button";
    button.textContent = "Look up in Voucher Lens";
    button.addEventListener("click", (event) => {
      event.stopPropagation();
      // Only the agent's own click: a page script's synthetic click is not trusted input.
      if (!event.isTrusted || !current) return;
      onLookup(current);
      hide();
    });
    button.addEventListener("keydown", (event) => {
      if (event.key === "Escape") hide();
    });
    shadow.append(style, button);
    doc.documentElement.append(host);
  };

  const hide = () => {
    if (host) host.style.display = "none";
  };

  return {
    show(token, rect) {
      if (!host) build();
      current = token;
      button!.setAttribute("aria-label", `Look up ${token.text} in Voucher Lens`);
      const top = rect.bottom + 4 > innerHeight - 32 ? rect.top - 32 : rect.bottom + 4;
      host!.style.top = `${Math.max(0, top)}px`;
      host!.style.left = `${Math.max(0, Math.min(rect.left, innerWidth - 200))}px`;
      host!.style.display = "block";
    },
    hide,
    destroy() {
      host?.remove();
    },
  };
}

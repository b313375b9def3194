import { OWN_UI_ATTRIBUTE } from "./scanner";

/**
 * The one piece of UI the content script adds: a button in a closed shadow root, so the page can
 * neither style nor read it. It is created on first use, not at start.
 */
export interface LookupButton {
  show(text: string, rect: DOMRect): void;
  hide(): void;
  destroy(): void;
}

export function createLookupButton(doc: Document, onLookup: (text: string) => void): LookupButton {
  let host: HTMLElement | undefined;
  let button: HTMLButtonElement | undefined;
  let current = "";

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
    show(text, rect) {
      if (!host) build();
      current = text;
      button!.setAttribute("aria-label", `Look up ${text} in Voucher Lens`);
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

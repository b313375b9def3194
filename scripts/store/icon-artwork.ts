/**
 * The icon: a magnifying lens over a voucher ticket, the product in one picture, legible at 16 px.
 * Drawn in a square that the artwork fills; each icon size places it inside its transparent padding.
 * The ticket's notches are cut out (transparent, not white) and the dark lens has a white rim, so the
 * icon reads on light and dark backgrounds alike, as the store asks.
 */
const ARTWORK = `<mask id="notches"><rect x="0" y="0" width="130" height="130" fill="#fff"/>
    <circle cx="6" cy="53" r="9" fill="#000"/><circle cx="98" cy="53" r="9" fill="#000"/></mask>
  <rect x="6" y="22" width="92" height="62" rx="10" fill="#0b57d0" mask="url(#notches)"/>
  <path d="M30 38h40M30 52h26" stroke="#fff" stroke-width="7" stroke-linecap="round"/>
  <circle cx="80" cy="78" r="26" fill="#fff" stroke="#fff" stroke-width="16"/>
  <path d="M98 97l20 20" stroke="#fff" stroke-width="19" stroke-linecap="round"/>
  <circle cx="80" cy="78" r="26" fill="#fff" stroke="#0b1526" stroke-width="10"/>
  <path d="M98 97l20 20" stroke="#0b1526" stroke-width="13" stroke-linecap="round"/>
  <path d="M70 78l7 7 13-14" fill="none" stroke="#1a7f37" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;

/** The square around the artwork's painted bounds, rim included. */
const VIEW_BOX = "5 12.5 123.5 123.5";

/** The icon at `size` px, its artwork in the middle with `padding` transparent px on each side. */
export function iconSvg(size: number, padding: number): string {
  const inner = size - 2 * padding;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><title>Voucher Lens</title>
  <svg x="${padding}" y="${padding}" width="${inner}" height="${inner}" viewBox="${VIEW_BOX}">${ARTWORK}</svg>
</svg>`;
}

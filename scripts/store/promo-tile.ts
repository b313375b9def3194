import { iconSvg } from "./icon-artwork";
import { SCREENSHOT, SMALL_PROMO_TILE } from "./images";

/** Where the panel starts in a 1280×800 screenshot (a ticket, a line, then the panel), and what of it shows. */
const PANEL = { left: 906, bottom: 800 };
/** Scaled so the failed redemption, its explanation and the suggested reply fit the crop. */
const SCALE = 0.55;
const CROP = { left: 236, top: 24, width: 184, height: 256 };

/**
 * The 440×280 small promo tile: the name, what it does in one line, the icon, and a real crop of the
 * side panel explaining a failed redemption (from `screenshot`, a 1280×800 store screenshot). Only
 * system fonts and inline images: nothing is fetched.
 */
export function promoTileHtml(screenshot: Buffer): string {
  const source = `data:image/png;base64,${screenshot.toString("base64")}`;
  const { width, height } = SMALL_PROMO_TILE;
  return `<!doctype html><html lang="en"><meta charset="utf-8"><style>
  html, body { margin: 0; }
  body { width: ${width}px; height: ${height}px; overflow: hidden; position: relative;
    background: linear-gradient(135deg, #0b57d0 0%, #0842a0 100%);
    font-family: system-ui, "DejaVu Sans", "Segoe UI", Roboto, Helvetica, Arial, sans-serif; color: #fff; }
  .badge { position: absolute; left: 24px; top: 28px; width: 72px; height: 72px; border-radius: 16px;
    background: #fff; display: grid; place-items: center; box-shadow: 0 2px 6px rgb(0 0 0 / 0.25); }
  h1 { position: absolute; left: 24px; top: 120px; margin: 0; font-size: 25px; line-height: 1.1; font-weight: 700; }
  p { position: absolute; left: 24px; top: 158px; width: 188px; margin: 0; font-size: 15px; line-height: 1.35;
    color: rgb(255 255 255 / 0.92); }
  .crop { position: absolute; left: ${CROP.left}px; top: ${CROP.top}px; width: ${CROP.width}px;
    height: ${CROP.height}px; overflow: hidden; border-radius: 10px 10px 0 0; background: #fff;
    box-shadow: 0 4px 16px rgb(0 0 0 / 0.35); }
  .crop img { position: absolute; display: block; width: ${SCREENSHOT.width * SCALE}px;
    left: ${-PANEL.left * SCALE}px; top: ${CROP.height - PANEL.bottom * SCALE}px; }
</style>
<div class="badge">${iconSvg(64, 0)}</div>
<h1>Voucher Lens</h1>
<p>Why a voucher failed, and what to reply, right beside the helpdesk ticket.</p>
<div class="crop"><img src="${source}" alt=""></div>
</html>`;
}

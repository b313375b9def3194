/**
 * The images the stores ask for (Chrome Web Store, "Supplying images"; addons.mozilla.org takes the
 * same icon). Screenshots and the promo tile are 24-bit PNGs with no alpha, full bleed.
 */
export const ICON_SIZES = [16, 32, 48, 96, 128] as const;
export type IconSize = (typeof ICON_SIZES)[number];

/**
 * Transparent padding on each side of the icon's artwork. The store wants the 128 px icon as 96 px
 * artwork with 16 px of transparency all round; 48 and 96 (the extension managers' sizes) keep that
 * proportion so the icon weighs the same there; 16 and 32 (toolbar, menus, favicon) use the whole
 * square, where a padded glyph would be too small to read.
 */
export const ICON_PADDING: Record<IconSize, number> = { 16: 0, 32: 0, 48: 6, 96: 12, 128: 16 };

export const SCREENSHOT = { width: 1280, height: 800 } as const;
export const SMALL_PROMO_TILE = { width: 440, height: 280 } as const;

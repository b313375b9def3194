/**
 * Anything shaped like an email address: a source id often is one. Apart from the masks, so a view
 * that only asks this carries none of them.
 */
const EMAIL_SHAPE = /^[^\s@]{1,200}@[^\s@]{1,200}$/;
export const looksLikeEmail = (text: string): boolean => EMAIL_SHAPE.test(text.trim());

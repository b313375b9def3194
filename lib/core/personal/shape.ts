/**
 * Ids shaped like personal data: a customer's source id is often their email address or phone
 * number. Apart from the masks, so a view that only asks this carries none of them.
 */

const EMAIL_SHAPE = /^[^\s@]{1,200}@[^\s@]{1,200}$/;
export const looksLikeEmail = (text: string): boolean => EMAIL_SHAPE.test(text.trim());

/**
 * A phone number in its international form: "+", then 7 to 15 digits as people group them ("+34 612
 * 345 678", "+1 (555) 123-4567"). Without its "+" a number cannot be told from a numeric id, which
 * stays visible as every id does.
 */
const PHONE_SHAPE = /^\+\d(?:[ ().-]*\d){6,14}$/;
export const looksLikePhone = (text: string): boolean => PHONE_SHAPE.test(text.trim());

/** Whether an id is shaped like an address or a phone number, and so masked as one. */
export function personalShape(text: string): "email" | "phone" | undefined {
  if (looksLikeEmail(text)) return "email";
  return looksLikePhone(text) ? "phone" : undefined;
}

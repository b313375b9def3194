import * as v from "valibot";

/** Longer than any reply: the bound on what one insert can carry. */
export const MAX_REPLY_LENGTH = 10_000;

/**
 * What the worker may ask a content script, each with the schema of its input, read by the content
 * script. Part of the contract in protocol.ts; a module of its own so the content script loads these
 * schemas and none of the pages' ones.
 */
export const CONTENT_QUESTIONS = {
  // The keyboard command's selection; only the frame that has the focus answers.
  "selection.get": v.strictObject({}),
  // Which document a frame shows now, and its URL: asked of the top frame for the ticket the tab
  // shows at that moment, and of any frame to learn whether it still holds the document recorded.
  "page.where": v.strictObject({}),
  // The tab shows another ticket now: every frame reports its tokens again, for that ticket. No
  // frame answers.
  "page.report": v.strictObject({ ticket: v.pipe(v.string(), v.maxLength(2048)) }),
  // Insert into reply: the text the agent's click in the panel chose, for the frame that holds the
  // reply box the agent last used, named by its document and its number there. The content script
  // puts it in that box and nowhere else.
  "reply.insert": v.strictObject({
    text: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_REPLY_LENGTH)),
    doc: v.string(),
    box: v.number(),
  }),
} as const;
export type ContentQuestion = keyof typeof CONTENT_QUESTIONS;

/**
 * A question from the worker as a content script reads it: its type and its input, nothing else (a
 * page's ticket for lookup notices is no part of it), so the pages' envelope stays out of its bundle.
 */
export const QuestionEnvelopeSchema = v.strictObject({
  type: v.pipe(v.string(), v.maxLength(64)),
  input: v.unknown(),
});

/**
 * The schema of each question's reply, read by the worker: a table apart from the questions, so
 * neither context loads the other's schemas.
 */
export const CONTENT_REPLIES = {
  "selection.get": v.strictObject({ text: v.pipe(v.string(), v.maxLength(1000)) }),
  "page.where": v.strictObject({
    url: v.pipe(v.string(), v.maxLength(8192)),
    doc: v.pipe(v.string(), v.maxLength(64)),
  }),
  "page.report": v.strictObject({}),
  "reply.insert": v.union([
    v.strictObject({
      inserted: v.literal(true),
      editor: v.picklist(["text_field", "rich_editor", "contenteditable"]),
    }),
    v.strictObject({
      inserted: v.literal(false),
      reason: v.picklist(["no_editor", "editor_gone", "other_ticket", "not_taken"]),
    }),
  ]),
} as const satisfies Record<ContentQuestion, v.GenericSchema>;

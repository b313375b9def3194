import * as v from "valibot";

/**
 * What the worker may ask a content script, each with the schema of its input, read by the content
 * script, and of its reply, read by the worker. Part of the contract in protocol.ts; a module of
 * its own so the content script loads these schemas and none of the pages' ones.
 */
export const WORKER_TO_CONTENT = {
  // The keyboard command's selection; only the frame that has the focus answers.
  "selection.get": {
    input: v.strictObject({}),
    reply: v.strictObject({ text: v.pipe(v.string(), v.maxLength(1000)) }),
  },
} as const;
export type ContentQuestion = keyof typeof WORKER_TO_CONTENT;

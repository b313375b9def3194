import * as v from "valibot";
import { type Said, SaidSchema, saying } from "@/lib/core/i18n/said";
import { OPERATIONS } from "./operations";
import type apiEnglish from "./words/en";

/**
 * Every way a lookup can fail, as a value the UI can explain. Plain data: it crosses the message
 * boundary between the worker and the pages, where ApiErrorSchema reads it again.
 */
const ErrorBodySchema = v.object({
  code: v.optional(v.number()),
  key: v.optional(v.string()),
  message: v.optional(v.string()),
  details: v.optional(v.string()),
  request_id: v.optional(v.string()),
  resource_id: v.optional(v.string()),
  resource_type: v.optional(v.string()),
});

export const ApiErrorSchema = v.variant("kind", [
  v.object({
    kind: v.literal("http"),
    status: v.number(),
    body: ErrorBodySchema,
    contentType: v.optional(v.string()),
    /** The operation that was refused, so the refusal can name it. */
    operation: v.optional(v.picklist(OPERATIONS)),
    /**
     * Whether the answer was the API's own JSON error (a JSON object of its error fields, or the
     * empty error revoke gives), not an HTML page or some proxy's body: only then does a 404 mean
     * what the API documents.
     */
    fromApi: v.optional(v.boolean()),
  }),
  v.object({ kind: v.literal("network"), message: v.string() }),
  v.object({ kind: v.literal("timeout"), afterMs: v.number() }),
  v.object({ kind: v.literal("shape"), issue: v.object({ path: v.string(), message: v.string() }) }),
  v.object({ kind: v.literal("rate_limited"), retryAt: v.number(), body: ErrorBodySchema }),
  v.object({
    kind: v.literal("invalid_input"),
    field: v.string(),
    /** The refusal in English: what a page without the words below shows. */
    message: v.string(),
    /** The refusal as a message of a feature's words, said in the agent's language. */
    said: v.optional(SaidSchema),
  }),
]);
export type ApiError = v.InferOutput<typeof ApiErrorSchema>;

/** The API words' messages, as a refusal the worker sends: the page says them in the agent's language. */
export const apiSaid = saying<typeof apiEnglish>("api");

export function invalidInput(field: string, message: string, said?: Said): ApiError {
  return said ? { kind: "invalid_input", field, message, said } : { kind: "invalid_input", field, message };
}

import * as v from "valibot";
import { JsonObject } from "./common";

/** What the API said about an error, normalised from every shape it uses; every field optional. */
export interface ApiErrorBody {
  code?: number;
  key?: string;
  message?: string;
  details?: string;
  request_id?: string;
  resource_id?: string;
  resource_type?: string;
}

// Each field is read on its own: a wrong-typed field is dropped, never the whole body.
const str = v.fallback(v.optional(v.string()), undefined);
const num = v.fallback(v.optional(v.number()), undefined);
const ErrorShape = v.object({
  code: num,
  statusCode: num,
  key: str,
  message: str,
  details: str,
  request_id: str,
  resource_id: str,
  resource_type: str,
  // v1 bodies may carry {error: {message}}; the 413 shape carries error as a string.
  error: v.fallback(v.optional(v.union([v.string(), v.object({ message: str })])), undefined),
});

export function parseApiError(body: unknown): ApiErrorBody {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return {};
  const parsed = v.safeParse(ErrorShape, body);
  if (!parsed.success) return {};
  const e = parsed.output;
  const errorMessage = typeof e.error === "object" ? e.error.message : undefined;
  const result: ApiErrorBody = {
    code: e.code ?? e.statusCode,
    key: e.key ?? (typeof e.error === "string" ? e.error : undefined),
    message: e.message ?? errorMessage,
    details: e.details,
    request_id: e.request_id,
    resource_id: e.resource_id,
    resource_type: e.resource_type,
  };
  for (const key of Object.keys(result) as (keyof ApiErrorBody)[])
    if (result[key] === undefined) delete result[key];
  return result;
}

/** The fields the API's error bodies use, v1 and v2 (the 413 shape's statusCode and error too). */
const ERROR_FIELDS = new Set([
  "code",
  "statusCode",
  "key",
  "message",
  "details",
  "request_id",
  "resource_id",
  "resource_type",
  "error",
  "redeemable_type",
  "redeemable_id",
]);

/**
 * Whether an error answer is the API's own: sent as JSON, a JSON object holding only the API's error
 * fields, and either none at all (the "empty error" revoke documents for 404) or a `code` equal to
 * the status. A wrong cluster path's HTML page, a gateway's `{"message":"Not Found"}` or a web
 * framework's `{"statusCode":404,"error":"Not Found"}` is not.
 */
export function isApiErrorAnswer(status: number, contentType: string | undefined, text: string): boolean {
  if (!contentType || !/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType.trim())) return false;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return false;
  }
  const parsed = v.safeParse(JsonObject, body);
  if (!parsed.success || Array.isArray(body)) return false;
  const fields = parsed.output;
  const names = Object.keys(fields);
  if (!names.every((name) => ERROR_FIELDS.has(name))) return false;
  return names.length === 0 || fields.code === status;
}

import type { ApiErrorBody, ShapeIssue } from "./schemas";

/**
 * Every way a lookup can fail, as a value the UI can explain. Plain data: it crosses the message
 * boundary between the worker and the pages.
 */
export type ApiError =
  | { kind: "http"; status: number; body: ApiErrorBody; contentType?: string }
  | { kind: "network"; message: string }
  | { kind: "timeout"; afterMs: number }
  | { kind: "shape"; issue: ShapeIssue }
  | { kind: "rate_limited"; retryAt: number; body: ApiErrorBody }
  | { kind: "invalid_input"; field: string; message: string };

export type ApiErrorKind = ApiError["kind"];

export function invalidInput(field: string, message: string): ApiError {
  return { kind: "invalid_input", field, message };
}

/** The request id the API gave an error, for the agent to quote to Voucherify support. */
export function requestIdOf(error: ApiError): string | undefined {
  return error.kind === "http" || error.kind === "rate_limited" ? error.body.request_id : undefined;
}

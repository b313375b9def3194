import type { ApiError } from "./errors";
import { OPERATION_WORDS, type Operation } from "./operations";
import type { ApiErrorBody } from "./schemas";

export interface ErrorExplanation {
  /** One line: what happened, in the agent's words. */
  title: string;
  /** The API's own words or the detail behind the title, when there are any. */
  detail?: string;
  /** What the agent can do about it. */
  action: string;
  requestId?: string;
}

export interface ErrorContext {
  /** e.g. "api.voucherify.io": named when the host may be the problem. */
  host?: string;
  now?: number;
}

function apiWords(body: { message?: string; details?: string }): string | undefined {
  const words = [body.message, body.details].filter((part): part is string => Boolean(part?.trim()));
  return words.length ? words.join(": ") : undefined;
}

/** Turns any error of the client into words an agent can act on. */
export function explainError(error: ApiError, context: ErrorContext = {}): ErrorExplanation {
  const host = context.host ?? "the Voucherify API";
  switch (error.kind) {
    case "invalid_input":
      return { title: error.message, action: `Correct ${error.field} and try again.` };
    case "network":
      return {
        title: `Could not reach ${host}`,
        detail: error.message,
        action: "Check your connection, VPN or proxy, and for a dedicated cluster the custom API URL.",
      };
    case "timeout":
      return {
        title: `${host} did not answer within ${Math.round(error.afterMs / 1000)} seconds`,
        action: "Try again in a moment; if it keeps happening, check status.voucherify.io.",
      };
    case "shape":
      return {
        title: "The API answered with data Voucher Lens cannot read",
        detail: `${error.issue.path}: ${error.issue.message}`,
        action: "Try again; if it persists, report it with the time of the lookup.",
      };
    case "rate_limited": {
      const seconds = Math.max(0, Math.ceil((error.retryAt - (context.now ?? Date.now())) / 1000));
      return {
        title: "Too many requests: the project's API rate limit is reached",
        detail: apiWords(error.body),
        action: seconds > 0 ? `Wait ${seconds} s, then try again.` : "Try again now.",
        requestId: error.body.request_id,
      };
    }
    case "http":
      return {
        // A 403 page from a proxy or firewall is not the key's fault: only the API's own is read so.
        ...(error.status === 403 && error.fromApi !== false
          ? explainForbidden(error.body, error.operation)
          : explainHttp(error.status, error.body, host, error.contentType)),
        requestId: error.body.request_id,
      };
  }
}

/**
 * A 403: the key works, but its role does not allow this operation (`missing_required_permission`
 * and the like), or the resource lies outside the areas or stores the role covers (`forbidden` with
 * the resource named). Named by operation, so the agent can ask an admin for exactly that.
 */
function explainForbidden(
  body: ApiErrorBody,
  operation: Operation | undefined,
): Omit<ErrorExplanation, "requestId"> {
  const detail = apiWords(body);
  const words = operation ? OPERATION_WORDS[operation] : undefined;
  const title = words ? `This key cannot ${words.cannot} (403)` : "These keys may not do this (403)";
  if (body.key === "forbidden" && body.resource_type) {
    const resource = [body.resource_type, body.resource_id].filter(Boolean).join(" ");
    return {
      title,
      detail,
      action: `The ${resource} is outside the areas or stores this key's role covers: ask your admin to add it to the role, or for a key that covers it.`,
    };
  }
  return {
    title,
    detail,
    action: words
      ? `Ask your admin for a key with ${words.needs}.`
      : "Ask a Voucherify admin for keys whose role allows it.",
  };
}

function explainHttp(
  status: number,
  body: { message?: string; details?: string; key?: string },
  host: string,
  contentType?: string,
): Omit<ErrorExplanation, "requestId"> {
  const detail = apiWords(body);
  if (status === 401) {
    return {
      title: "The App ID or App Token was refused (401)",
      detail,
      action: `Check both keys in Settings, and that the project lives in the region you chose (${host}): keys of another region are refused.`,
    };
  }
  if (status === 403) {
    return {
      title: `${host} refused the request (403), and not with Voucherify's own answer`,
      detail,
      action:
        "A proxy, firewall or VPN may be blocking it; for a dedicated cluster, check the custom API URL.",
    };
  }
  if (status === 402) {
    return {
      title: "The project's plan does not include this (402)",
      detail,
      action: "Ask a Voucherify admin.",
    };
  }
  if (status === 404) {
    return {
      title: "Not found (404)",
      detail,
      action: "Check the code or id, and that the profile is the right project.",
    };
  }
  if (status >= 500) {
    const page = contentType?.includes("html") ? "an error page" : "an error";
    return {
      title: `Voucherify answered with ${page} (${status})`,
      detail,
      action:
        "Voucher Lens already retried. Try again in a minute, and quote the request id to Voucherify support.",
    };
  }
  return { title: `The API refused the request (${status})`, detail, action: "Check what you searched for." };
}

import { sayThat } from "@/lib/core/i18n/said";
import type { Say } from "@/lib/core/i18n/words";
import { sayNow } from "@/lib/core/i18n/words";
import type { ApiError } from "./errors";
import type { Operation } from "./operations";
import type { ApiErrorBody } from "./schemas";
import type english from "./words/en";

/** The API words in the agent's language: `useWords(apiWords)`, or `apiWords.load(language)`. */
export type ApiSay = Say<typeof english>;

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

/** A refused operation in whole sentences: what the key cannot do, and what to ask the admin for. */
const FORBIDDEN = {
  listRedemptions: { cannot: "cannotListRedemptions", needs: "needsListRedemptions" },
  getMember: { cannot: "cannotGetMember", needs: "needsGetMember" },
  expiringPoints: { cannot: "cannotExpiringPoints", needs: "needsExpiringPoints" },
  memberships: { cannot: "cannotMemberships", needs: "needsMemberships" },
  programMembership: { cannot: "cannotProgramMembership", needs: "needsProgramMembership" },
  pendingPoints: { cannot: "cannotPendingPoints", needs: "needsPendingPoints" },
  cardTransactions: { cannot: "cannotCardTransactions", needs: "needsCardTransactions" },
  tierTransactions: { cannot: "cannotTierTransactions", needs: "needsTierTransactions" },
  rewardPurchases: { cannot: "cannotRewardPurchases", needs: "needsRewardPurchases" },
  memberTransactions: { cannot: "cannotMemberTransactions", needs: "needsMemberTransactions" },
  revokeToken: { cannot: "cannotRevokeToken", needs: "needsRevokeToken" },
} as const satisfies Record<Operation, { cannot: keyof typeof english; needs: keyof typeof english }>;

/**
 * The words as loaded now (the page's language, else English), for a caller that gives none. Found
 * by name, not imported: a context that never shows them (the worker) does not carry them.
 */
const ENGLISH = () => sayNow<typeof english>("api");

function apiWords(body: { message?: string; details?: string }): string | undefined {
  const words = [body.message, body.details].filter((part): part is string => Boolean(part?.trim()));
  return words.length ? words.join(": ") : undefined;
}

/** Turns any error of the client into words an agent can act on, in the language of `say`. */
export function explainError(
  error: ApiError,
  context: ErrorContext = {},
  say: ApiSay = ENGLISH(),
): ErrorExplanation {
  const host = context.host;
  switch (error.kind) {
    case "invalid_input":
      // A refusal the worker means as a message is said in the agent's language, and says what
      // to do: the line under it names no field, whose name in the contract is English code
      // ("profile", "appToken"). One it only writes (a request's parameter checks, which the
      // pages' own checks come before) is named in the agent's words and shown as written beneath.
      return error.said
        ? {
            title: sayThat(error.said, error.message, say.language),
            action: say("thenTryAgain"),
          }
        : {
            title: say("inputRefused", { field: error.field }),
            detail: error.message,
            action: say("correctField", { field: error.field }),
          };
    case "network":
      return {
        title: host ? say("cannotReach", { host }) : say("cannotReachApi"),
        detail: error.message,
        action: say("checkConnection"),
      };
    case "timeout": {
      const count = Math.round(error.afterMs / 1000);
      return {
        title: host ? say("noAnswer", { host, count }) : say("noAnswerApi", { count }),
        action: say("checkStatus"),
      };
    }
    case "shape":
      return {
        title: say("unreadable"),
        detail: `${error.issue.path}: ${error.issue.message}`,
        action: say("reportIt"),
      };
    case "rate_limited": {
      const seconds = Math.max(0, Math.ceil((error.retryAt - (context.now ?? Date.now())) / 1000));
      return {
        title: say("rateLimited"),
        detail: apiWords(error.body),
        action: seconds > 0 ? say("waitThenRetry", { seconds }) : say("retryNow"),
        requestId: error.body.request_id,
      };
    }
    case "http":
      return {
        // A 403 page from a proxy or firewall is not the key's fault: only the API's own is read so.
        ...(error.status === 403 && error.fromApi !== false
          ? explainForbidden(error.body, error.operation, say)
          : explainHttp(error.status, error.body, say, host, error.contentType)),
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
  say: ApiSay,
): Omit<ErrorExplanation, "requestId"> {
  const detail = apiWords(body);
  const words = operation ? FORBIDDEN[operation] : undefined;
  const title = words ? say(words.cannot) : say("forbidden");
  if (body.key === "forbidden" && body.resource_type) {
    const resource = [body.resource_type, body.resource_id].filter(Boolean).join(" ");
    return { title, detail, action: say("outsideRole", { resource }) };
  }
  return { title, detail, action: words ? say(words.needs) : say("askForKeys") };
}

function explainHttp(
  status: number,
  body: { message?: string; details?: string; key?: string },
  say: ApiSay,
  host: string | undefined,
  contentType?: string,
): Omit<ErrorExplanation, "requestId"> {
  const detail = apiWords(body);
  // A status is a code, not an amount: written as the API sends it, never grouped.
  const code = String(status);
  if (status === 401) {
    return {
      title: say("keysRefused"),
      detail,
      action: host ? say("checkKeys", { host }) : say("checkKeysApi"),
    };
  }
  if (status === 403) {
    return {
      title: host ? say("refusedNotByApi", { host }) : say("refusedNotByApiNoHost"),
      detail,
      action: say("checkProxy"),
    };
  }
  if (status === 402) return { title: say("notInPlan"), detail, action: say("askAdmin") };
  if (status === 404) return { title: say("notFound"), detail, action: say("checkCode") };
  if (status >= 500) {
    const page = contentType?.includes("html");
    return {
      title: page ? say("serverErrorPage", { status: code }) : say("serverError", { status: code }),
      detail,
      action: say("alreadyRetried"),
    };
  }
  return { title: say("refused", { status: code }), detail, action: say("checkSearch") };
}

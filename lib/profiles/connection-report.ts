import type { CredentialUsed } from "@/lib/core/api/client";
import {
  type ApiSay,
  type ErrorContext,
  type ErrorExplanation,
  explainError,
} from "@/lib/core/api/explain-error";
import { OPERATION_WORDS } from "@/lib/core/api/operation-words";
import type { Say } from "@/lib/core/i18n/words";
import { sayNow } from "@/lib/core/i18n/words";
import type { ConnectionCheck, OperationCheck } from "@/lib/profiles/profiles.messages";
import type en from "./words/en";

/** One line of the Test connection report: an operation, and whether this credential can call it. */
export interface OperationLine {
  operation: OperationCheck["operation"];
  name: string;
  result: OperationCheck["result"];
  text: string;
}

export interface ConnectionReport {
  /** Whether lookups of redemptions work: what "connected" means to the agent. */
  connected: boolean;
  /** Set when List Redemptions failed: why, in the agent's words. */
  failure?: ErrorExplanation;
  lines: OperationLine[];
}

/** An operation allowed, and through which credential. */
const ALLOWED = {
  oauth_token: "allowedViaOauth",
  app_keys_and_oauth_token: "allowedViaAppKeysAndOauth",
  app_keys: "allowedViaAppKeys",
} as const satisfies Record<CredentialUsed, keyof typeof en>;

/**
 * The notes the worker gives a line (test-connection.worker.ts), as it words them: it loads no
 * words, so the page says each again in the agent's language; another note shows as it came.
 */
const NOTES = {
  "nothing has those ids, but the key may look": "noteNoSuchIds",
  "it needs a loyalty card code": "noteNeedsCardCode",
  "it needs a program, member and card id": "noteNeedsCardIds",
  "it needs a customer id": "noteNeedsCustomerId",
} as const satisfies Record<string, keyof typeof en>;
const NOTE_KEYS = new Map(Object.entries(NOTES));

const noteText = (say: Say<typeof en>, note: string) => {
  const key = NOTE_KEYS.get(note);
  return key ? say(key) : note;
};

const isCredential = (credential: string): credential is CredentialUsed => Object.hasOwn(ALLOWED, credential);

function lineOf(
  check: OperationCheck,
  context: ErrorContext,
  say: Say<typeof en>,
  apiSay: ApiSay | undefined,
): OperationLine {
  const name = OPERATION_WORDS[check.operation].name;
  const base = { operation: check.operation, name, result: check.result };
  switch (check.result) {
    case "allowed": {
      const allowed = say(isCredential(check.credential) ? ALLOWED[check.credential] : "allowed");
      return {
        ...base,
        text: check.note ? say("withNote", { result: allowed, note: noteText(say, check.note) }) : allowed,
      };
    }
    case "not_checked":
      return { ...base, text: say("notChecked", { note: noteText(say, check.note) }) };
    case "refused":
    case "failed": {
      const reason = explainError(check.error, context, apiSay).title;
      return { ...base, text: say(check.result === "refused" ? "refused" : "couldNotCheck", { reason }) };
    }
  }
}

/**
 * The words as loaded now (the page's language, else English), for a caller that gives none. Found
 * by name, not imported: a context that never shows them (the worker) does not carry them.
 */
const ENGLISH = () => sayNow<typeof en>("profiles");

/**
 * What Test connection found, per operation, for the options page and the popup: in the words of
 * `say` and, for the API's errors, of `apiSay` (both English when not given).
 */
export function describeConnectionCheck(
  check: ConnectionCheck,
  context: ErrorContext = {},
  say: Say<typeof en> = ENGLISH(),
  apiSay?: ApiSay,
): ConnectionReport {
  const redemptions = check.operations.find((o) => o.operation === "listRedemptions");
  const failure =
    redemptions && (redemptions.result === "refused" || redemptions.result === "failed")
      ? explainError(redemptions.error, context, apiSay)
      : undefined;
  return {
    connected: redemptions?.result === "allowed",
    ...(failure ? { failure } : {}),
    lines: check.operations.map((o) => lineOf(o, context, say, apiSay)),
  };
}

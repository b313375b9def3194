import { credentialWords } from "@/lib/core/api/credential";
import { type ErrorContext, type ErrorExplanation, explainError } from "@/lib/core/api/explain-error";
import { OPERATION_WORDS } from "@/lib/core/api/operations";
import type { ConnectionCheck, OperationCheck } from "@/lib/profiles/profiles.messages";

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

function lineOf(check: OperationCheck, context: ErrorContext): OperationLine {
  const name = OPERATION_WORDS[check.operation].name;
  const base = { operation: check.operation, name, result: check.result };
  switch (check.result) {
    case "allowed":
      return {
        ...base,
        text: `allowed ${credentialWords(check.credential)}${check.note ? ` (${check.note})` : ""}`.trim(),
      };
    case "not_checked":
      return { ...base, text: `not checked: ${check.note}` };
    case "refused":
    case "failed": {
      const explained = explainError(check.error, context);
      return {
        ...base,
        text: `${check.result === "refused" ? "refused" : "could not check"}: ${explained.title}`,
      };
    }
  }
}

/** What Test connection found, per operation, for the options page and the popup. */
export function describeConnectionCheck(
  check: ConnectionCheck,
  context: ErrorContext = {},
): ConnectionReport {
  const redemptions = check.operations.find((o) => o.operation === "listRedemptions");
  const failure =
    redemptions && (redemptions.result === "refused" || redemptions.result === "failed")
      ? explainError(redemptions.error, context)
      : undefined;
  return {
    connected: redemptions?.result === "allowed",
    ...(failure ? { failure } : {}),
    lines: check.operations.map((o) => lineOf(o, context)),
  };
}

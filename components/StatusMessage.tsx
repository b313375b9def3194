import { useWords } from "./use-words";
import { componentWords } from "./words";

export interface StatusMessageProps {
  tone?: "info" | "success" | "error";
  title?: string;
  detail?: string;
  action?: string;
  requestId?: string;
  /** Findings one per line, e.g. each operation Test connection checked. */
  lines?: string[];
}

/** A live region that is always in the page, so screen readers announce each new message. */
export function StatusMessage({
  tone = "info",
  title,
  detail,
  action,
  requestId,
  lines,
}: StatusMessageProps) {
  const say = useWords(componentWords);
  return (
    <div class={`status status-${tone}`} role={tone === "error" ? "alert" : "status"} aria-live="polite">
      {title ? <p class="status-title">{title}</p> : null}
      {detail ? <p class="status-detail">{detail}</p> : null}
      {lines?.length ? (
        <ul class="status-lines">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {action ? <p class="status-action">{action}</p> : null}
      {requestId ? <p class="status-request">{say("requestIdValue", { requestId })}</p> : null}
    </div>
  );
}

import { apiWords } from "@/lib/core/api/words";
import { withWords } from "@/lib/core/i18n/words";
import type { ErrorNoticeProps } from "./ErrorNotice";
import { heldByRateLimit, kindWords, offersRetry } from "./error-kind";
import { onDemand } from "./on-demand";
import { useWords } from "./use-words";
import { componentWords } from "./words";

/**
 * An error explained (ErrorNotice.tsx, with every error's words) in a chunk of its own: only a
 * failed answer needs it, so a page opens without it and loads it with the first error it shows.
 */
const notice = onDemand(() => withWords(import("./ErrorNotice"), [componentWords, apiWords]));

/**
 * The error notice, once its chunk is loaded: its alert is inserted whole, so a screen reader speaks
 * the explanation at once. If the chunk cannot load, the notice still says what kind of error it
 * is, keeps the note on older data shown, and keeps Try again (held while a rate limit lasts).
 */
export function ErrorNoticeOnDemand(props: ErrorNoticeProps) {
  const say = useWords(componentWords);
  const loaded = notice.useModule();
  if (typeof loaded === "object") return <loaded.ErrorNotice {...props} />;
  if (loaded === "loading") return null;
  const { error, staleNote, onRetry } = props;
  return (
    <div class="error-notice" role="alert">
      <p class="error-kind">{say(kindWords(error))}</p>
      {staleNote ? <p class="error-stale">{staleNote}</p> : null}
      {onRetry && offersRetry(error) ? (
        <button type="button" onClick={onRetry} disabled={heldByRateLimit(error, Date.now())}>
          {say("tryAgain")}
        </button>
      ) : null}
    </div>
  );
}

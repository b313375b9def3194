import { apiWords } from "@/lib/core/api/words";
import { withWords } from "@/lib/core/i18n/words";
import type { ErrorNoticeProps } from "./ErrorNotice";
import { kindWords } from "./error-kind";
import { onDemand } from "./on-demand";
import { useWords } from "./use-words";
import { componentWords } from "./words";

/**
 * An error explained (ErrorNotice.tsx, with every error's words) in a chunk of its own: only a
 * failed answer needs it, so a page opens without it and loads it with the first error it shows.
 */
const notice = onDemand(() => withWords(import("./ErrorNotice"), [componentWords, apiWords]));

/**
 * The error notice, once its chunk is loaded. Until then its alert is there, empty and busy, so a
 * screen reader speaks the explanation when it comes; if the chunk cannot load, the notice still
 * says what kind of error it is and keeps Try again.
 */
export function ErrorNoticeOnDemand(props: ErrorNoticeProps) {
  const say = useWords(componentWords);
  const loaded = notice.useModule();
  if (typeof loaded === "object") return <loaded.ErrorNotice {...props} />;
  return (
    <div class="error-notice" role="alert" aria-busy={loaded === "loading"}>
      {loaded === "failed" ? (
        <>
          <p class="error-kind">{say(kindWords(props.error))}</p>
          {props.onRetry && props.error.kind !== "invalid_input" ? (
            <button type="button" onClick={props.onRetry}>
              {say("tryAgain")}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

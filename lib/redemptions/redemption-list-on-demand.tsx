import { LoadingRows } from "@/components/LoadingRows";
import { onDemand } from "@/components/on-demand";
import { useWords } from "@/components/use-words";
import { withWords } from "@/lib/core/i18n/words";
import { failureWords } from "@/lib/failures";
import { insertReplyWords } from "@/lib/insert-reply";
import { repliesWords } from "@/lib/replies/index.sidepanel";
import type { ListControlsProps } from "./ListControls";
import type { PagerProps } from "./Pager";
import type { RedemptionListProps } from "./RedemptionList";
import { redemptionWords } from "./words";

/**
 * The redemption list (its filters and order, its pager, its rows, what each works out from the
 * API's row, and a failed row's details with its suggested reply) in a chunk of its own: the panel
 * opens without it. It loads as soon as a lookup of redemptions asks its question, so it is there
 * when the answer is; a list shown before that asks for it itself.
 */
// A failed row's suggested reply is drawn in this chunk: the replies' words come with it.
const views = onDemand(() =>
  withWords(import("./list-views"), [redemptionWords, failureWords, repliesWords, insertReplyWords]),
);

/** For a lookup of redemptions that has started; a failed load is said by the list, which asks again. */
export function preloadRedemptionList(): Promise<unknown> {
  return views.preload().catch(() => undefined);
}

export function RedemptionListOnDemand(props: RedemptionListProps) {
  const say = useWords(redemptionWords);
  const loaded = views.useModule();
  if (loaded === "loading") return <LoadingRows />;
  if (loaded === "failed")
    return (
      <p class="notice" role="status">
        {say("listLoadFailed")}
      </p>
    );
  return <loaded.RedemptionList {...props} />;
}

/** Until its chunk is there, the closed line the controls open from, so nothing moves when it comes. */
export function ListControlsOnDemand(props: ListControlsProps) {
  const say = useWords(redemptionWords);
  const loaded = views.useModule();
  if (typeof loaded === "string")
    return (
      <details class="controls">
        <summary>{say("filtersAndOrder")}</summary>
      </details>
    );
  return <loaded.ListControls {...props} />;
}

/** Drawn with the rows it pages through; a failed load is said once, by the list. */
export function PagerOnDemand(props: PagerProps) {
  const loaded = views.useModule();
  return typeof loaded === "string" ? null : <loaded.Pager {...props} />;
}

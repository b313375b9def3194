import { LoadingRows } from "@/components/LoadingRows";
import { onDemand } from "@/components/on-demand";
import type { RedemptionListProps } from "./RedemptionList";

/**
 * The list of redemptions (its rows and what each works out from the API's row) in a chunk of its
 * own: the panel opens without it. It loads as soon as a lookup of redemptions asks its question, so
 * it is there when the answer is; a list shown before that asks for it itself.
 */
const list = onDemand(() => import("./RedemptionList"));

/** For a lookup of redemptions that has started; a failed load is said by the list, which asks again. */
export function preloadRedemptionList(): Promise<unknown> {
  return list.preload().catch(() => undefined);
}

export function RedemptionListOnDemand(props: RedemptionListProps) {
  const loaded = list.useModule();
  if (loaded === "loading") return <LoadingRows />;
  if (loaded === "failed")
    return (
      <p class="notice" role="status">
        The redemptions could not be loaded: close the panel and open it again.
      </p>
    );
  return <loaded.RedemptionList {...props} />;
}

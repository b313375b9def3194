import { preloadMasks } from "@/components/PersonalValue";
import { preloadRedemptionList } from "@/lib/redemptions/redemption-list-on-demand";
import { loadEveryShippedSet } from "@/lib/replies/shipped-templates";

/**
 * What the panel loads on demand, loaded: a lookup of redemptions loads the list, with a failed row's details, while
 * its answer is on its way, the profile's language loads with the profile, and the masks load as
 * masking is switched on. A view tested on its
 * own then renders as it does in the panel.
 */
export async function loadOnDemandParts(): Promise<void> {
  await Promise.all([preloadRedemptionList(), loadEveryShippedSet(), preloadMasks()]);
}

import { type OnDemand, onDemand } from "@/components/on-demand";
import type { ExpiringPointsProps } from "./ExpiringPoints";
import type { MemberCardProps } from "./MemberCard";
import type { MembershipsProps } from "./Memberships";
import type { V2CardHintProps } from "./V2CardHint";

/**
 * The loyalty views as the side panel shows them: only answers about a loyalty card or a customer's
 * loyalty v2 memberships need them, so they load in a chunk of their own. A card, a hint or the
 * memberships load it when they have something to show; the
 * Expiring points tab (hidden until chosen) when it has a card's ids, else once the panel has settled.
 */
const views = onDemand(() => import("./loyalty-chunk"));

/** Said in place of a view whose chunk did not load (an update replaced the panel's files). */
function NotLoaded({ what }: { what: string }) {
  return (
    <p class="notice" role="status">
      {what} could not be loaded: close the panel and open it again.
    </p>
  );
}

const shown = <M,>(module: OnDemand<M>, what: string, view: (loaded: M) => preact.JSX.Element) =>
  module === "loading" ? null : module === "failed" ? <NotLoaded what={what} /> : view(module);

export function MemberCard(props: MemberCardProps) {
  return shown(views.useModule(), "The loyalty card", (m) => <m.MemberCard {...props} />);
}

export function Memberships(props: MembershipsProps) {
  return shown(views.useModule(), "The loyalty v2 memberships", (m) => <m.Memberships {...props} />);
}

export function V2CardHint(props: V2CardHintProps) {
  return shown(views.useModule(), "The loyalty card hint", (m) => <m.V2CardHint {...props} />);
}

export function ExpiringPoints(props: ExpiringPointsProps) {
  // A card's ids or buckets to show (a loyalty lookup): at once; otherwise once the panel has settled.
  const { state, suggested } = props;
  const busy = Boolean(
    state.ids || state.loading || suggested?.programId || suggested?.memberId || suggested?.cardId,
  );
  const loaded = views.useModule(busy ? "now" : "settled");
  // The tab may be chosen before: it says so rather than stand empty.
  if (loaded === "loading")
    return (
      <p class="muted" aria-busy="true">
        Loading…
      </p>
    );
  return shown(loaded, "Expiring points", (m) => <m.ExpiringPoints {...props} />);
}

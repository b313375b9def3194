import { type OnDemand, onDemand } from "@/components/on-demand";
import { useWords } from "@/components/use-words";
import { withWords } from "@/lib/core/i18n/words";
import { historyWords } from "@/lib/history/index.sidepanel";
import { insertReplyWords } from "@/lib/insert-reply";
import { repliesWords } from "@/lib/replies/index.sidepanel";
import type { ExpiringPointsProps } from "./ExpiringPoints";
import type { MemberCardProps } from "./MemberCard";
import type { MembershipsProps } from "./Memberships";
import type { V2CardHintProps } from "./V2CardHint";
import { loyaltyWords } from "./words";

/**
 * The loyalty views as the side panel shows them: only answers about a loyalty card or a customer's
 * loyalty v2 memberships need them, so they load in a chunk of their own, their words with them. A
 * card, a hint or the memberships load it when they have something to show; the
 * Expiring points tab (hidden until chosen) when it has a card's ids, else once the panel has settled.
 */
// The card's History and the cards' suggested replies are drawn in this chunk: their words come with it.
const views = onDemand(() =>
  withWords(import("./loyalty-chunk"), [loyaltyWords, historyWords, repliesWords, insertReplyWords]),
);

/** What could not be loaded, in a whole sentence each. */
type NotLoadedWords = "notLoadedCard" | "notLoadedMemberships" | "notLoadedHint" | "notLoadedPoints";

/** Said in place of a view whose chunk did not load (an update replaced the panel's files). */
function NotLoaded({ what }: { what: NotLoadedWords }) {
  const say = useWords(loyaltyWords);
  return (
    <p class="notice" role="status">
      {say(what)}
    </p>
  );
}

const shown = <M,>(module: OnDemand<M>, what: NotLoadedWords, view: (loaded: M) => preact.JSX.Element) =>
  module === "loading" ? null : module === "failed" ? <NotLoaded what={what} /> : view(module);

export function MemberCard(props: MemberCardProps) {
  return shown(views.useModule(), "notLoadedCard", (m) => <m.MemberCard {...props} />);
}

export function Memberships(props: MembershipsProps) {
  return shown(views.useModule(), "notLoadedMemberships", (m) => <m.Memberships {...props} />);
}

export function V2CardHint(props: V2CardHintProps) {
  return shown(views.useModule(), "notLoadedHint", (m) => <m.V2CardHint {...props} />);
}

export function ExpiringPoints(props: ExpiringPointsProps) {
  const say = useWords(loyaltyWords);
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
        {say("loading")}
      </p>
    );
  return shown(loaded, "notLoadedPoints", (m) => <m.ExpiringPoints {...props} />);
}

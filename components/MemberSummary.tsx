import type { LoyaltyMember } from "@/lib/api/schemas";
import type { MoneyFormat } from "@/lib/format/money";
import { CopyButton } from "./CopyButton";

/** The loyalty card a code belongs to, in brief; the full card view is its own section. */
export function MemberSummary({ member, money }: { member: LoyaltyMember; money: MoneyFormat }) {
  const card = member.loyalty_card;
  const number = (n: number | null | undefined) =>
    typeof n === "number" ? n.toLocaleString(money.locale) : "—";
  return (
    <section class="member-summary" aria-label={`Loyalty card ${member.code}`}>
      <p>
        <strong>Loyalty card</strong> <code>{member.code}</code>{" "}
        <CopyButton text={member.code} what={`code ${member.code}`} />
      </p>
      {member.campaign ? <p class="muted">{member.campaign}</p> : null}
      {card ? (
        <p>
          Balance {number(card.balance)} points · {number(card.points)} earned in all
        </p>
      ) : null}
    </section>
  );
}

import { PersonalButton } from "@/components/PersonalText";
import { useWords } from "@/components/use-words";
import type { DetectedTokenRecord } from "@/lib/ticket/detected-tokens";
import { ticketWords } from "./words";

export interface OrderIdNoticeProps {
  orderId: string;
  /** Customers and codes detected on the ticket, offered instead. */
  offered: DetectedTokenRecord[];
  onLookup(token: DetectedTokenRecord): void;
}

/** None of the four operations searches by order: said plainly, with what the ticket offers instead. */
export function OrderIdNotice({ orderId, offered, onLookup }: OrderIdNoticeProps) {
  const say = useWords(ticketWords);
  return (
    <div class="notice">
      <p role="status">{say.parts("orderIdNotSearchable", { orderId: <strong>{orderId}</strong> })}</p>
      {offered.length ? (
        <ul class="offered" aria-label={say("onThisTicket")}>
          {offered.map((token) => (
            <li key={`${token.kind} ${token.text}`}>
              <PersonalButton
                text={token.text}
                action={say("lookUp")}
                actionLabel={(masked) => say("lookUpToken", { token: masked })}
                class="link token"
                aria-label={say("lookUpToken", { token: token.text })}
                onClick={() => onLookup(token)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

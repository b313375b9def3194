import type { DetectedTokenRecord } from "@/lib/ticket/detected-tokens";

export interface OrderIdNoticeProps {
  orderId: string;
  /** Customers and codes detected on the ticket, offered instead. */
  offered: DetectedTokenRecord[];
  onLookup(token: DetectedTokenRecord): void;
}

/** None of the four operations searches by order: said plainly, with what the ticket offers instead. */
export function OrderIdNotice({ orderId, offered, onLookup }: OrderIdNoticeProps) {
  return (
    <div class="notice">
      <p role="status">
        Redemptions cannot be searched by order id (<strong>{orderId}</strong>); look up the customer or the
        code on this ticket.
      </p>
      {offered.length ? (
        <ul class="offered" aria-label="On this ticket">
          {offered.map((token) => (
            <li key={`${token.kind} ${token.text}`}>
              <button
                type="button"
                class="link token"
                aria-label={`Look up ${token.text}`}
                onClick={() => onLookup(token)}
              >
                {token.text}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

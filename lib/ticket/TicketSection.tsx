import { PersonalButton, PersonalText } from "@/components/PersonalText";
import { useWords } from "@/components/use-words";
import { type Lookup, lookupOfToken, lookupText } from "@/lib/lookup";
import type { CurrentLookup } from "@/lib/lookup/index.sidepanel";
import { autoHeldWords } from "./auto-customer";
import type { DetectedTokenRecord, TicketToken } from "./detected-tokens";
import { OnThisPage } from "./OnThisPage";
import { OrderIdNotice } from "./OrderIdNotice";
import { ticketWords } from "./words";

export interface TicketSectionProps {
  current: CurrentLookup | undefined;
  /** Set when the answer shown is about another ticket than the one open now. */
  elsewhere: { words: string } | undefined;
  /** Set when the ticket's requester is not the customer the answer is about. */
  mismatch: string | undefined;
  /** The ticket's customers, when it shows several and none was looked up. */
  choice: { words: string; customers: Lookup[] } | undefined;
  /** The ticket's only customer, held back by the tab's budget of lookups nobody clicked. */
  held: Lookup | undefined;
  /** What On this page lists, and how many more the page showed than are kept. */
  tokens: TicketToken[];
  dropped: number;
  onLookup(lookup: Lookup): void;
  /** The lookup shown, asked again here. */
  onLookUpAgain(shown: CurrentLookup): void;
}

/** What the panel says of the ticket open now, and On this page. */
export function TicketSection(props: TicketSectionProps) {
  const { current, elsewhere, mismatch, choice, held, tokens, dropped, onLookup, onLookUpAgain } = props;
  const say = useWords(ticketWords);
  const lookUpToken = (token: DetectedTokenRecord) => {
    const lookup = lookupOfToken(token);
    if (lookup) onLookup(lookup);
  };
  const offered = tokens.filter((t) => t.kind === "customer" || t.kind === "code" || t.kind === "email");
  return (
    <>
      {elsewhere && current ? (
        <p class="notice other-ticket" role="status">
          <strong>{elsewhere.words}</strong>{" "}
          <button type="button" class="link" onClick={() => onLookUpAgain(current)}>
            {say("lookUpAgainHere")}
          </button>
        </p>
      ) : null}

      {mismatch ? (
        <p class="notice requester-mismatch" role="status">
          <PersonalText text={say("mismatchSentence", { mismatch })} />
        </p>
      ) : null}

      {choice ? (
        <div class="notice choose-customer">
          <p id="choose-customer">{choice.words}</p>
          <ul aria-labelledby="choose-customer">
            {choice.customers.map((customer) => (
              <li key={lookupText(customer)}>
                <PersonalButton
                  text={lookupText(customer)}
                  action={say("lookUp")}
                  actionLabel={(masked) => say("lookUpToken", { token: masked })}
                  class="link token"
                  onClick={() => onLookup(customer)}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {held ? (
        <p class="notice held-customer" role="status">
          {say("heldSentence", { held: autoHeldWords(say) })}{" "}
          <PersonalButton
            text={lookupText(held)}
            words={(token) => say("lookUpToken", { token })}
            action={say("lookUp")}
            actionLabel={(masked) => say("lookUpToken", { token: masked })}
            class="link"
            onClick={() => onLookup(held)}
          />
        </p>
      ) : null}

      {current?.dropped ? (
        <p class="notice" role="status">
          {say.parts("droppedAnswer", {
            lookup: (
              <strong>
                <PersonalText text={lookupText(current.lookup)} />
              </strong>
            ),
          })}{" "}
          <button type="button" class="link" onClick={() => onLookUpAgain(current)}>
            {say("lookUpAgain")}
          </button>
        </p>
      ) : null}

      {current?.lookup.kind === "order_id" ? (
        <OrderIdNotice orderId={current.lookup.value} offered={offered} onLookup={lookUpToken} />
      ) : null}

      {/* Open until the agent chooses: a lookup the panel made on its own leaves the choice to them. */}
      <OnThisPage
        tokens={tokens}
        dropped={dropped}
        onLookup={lookUpToken}
        open={!current || Boolean(current.auto)}
      />
    </>
  );
}

import { createContext } from "preact";
import { useContext } from "preact/hooks";
import type { ReplySetup } from "./reply-setup";

/** The customer a row's reply greets and speaks of, as the API gave them on that row. */
export interface ReplyCustomer {
  name?: string | null;
  email?: string | null;
  source_id?: string | null;
}

/** What every suggested reply of a page needs, given once by the page instead of through each view. */
export interface Replies {
  /** The team's templates and the profile's language choices. */
  setup: ReplySetup;
  /** Puts a reply into the ticket's reply box; resolves to what happened, in words. */
  insert(text: string): Promise<string>;
  /**
   * Set when the answer may not be about the ticket's customer (its requester has another
   * address): said again, and Insert into reply waits for the agent to confirm.
   */
  confirm?: string;
  /**
   * For a reply written from one row of an answer that may hold many customers' rows (a code's
   * redemptions): the words to confirm when that row's customer is not the ticket's requester.
   */
  confirmFor?(customer: ReplyCustomer): string | undefined;
}

export const RepliesContext = createContext<Replies | undefined>(undefined);

/** The page's replies; a suggested reply outside a page that gives them is a mistake in the page. */
export function useReplies(): Replies {
  const replies = useContext(RepliesContext);
  if (!replies) throw new Error("A suggested reply is shown outside RepliesContext");
  return replies;
}

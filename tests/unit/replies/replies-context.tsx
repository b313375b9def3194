import type { ComponentChildren } from "preact";
import { RepliesContext, type ReplyCustomer } from "@/lib/replies/reply-context";
import type { ReplySetup } from "@/lib/replies/reply-setup";

/** The default templates in English, as the panel builds them for a profile with no time zone. */
export const ENGLISH_REPLIES: ReplySetup = {
  team: {},
  defaultLanguage: "en",
  agentLocale: "en-US",
  currency: "USD",
};

/** What the panel gives every suggested reply (RepliesContext), around the view under test. */
export function WithReplies(props: {
  setup?: ReplySetup;
  insert?: (text: string) => Promise<string>;
  /** What the agent confirms before a reply goes in (the ticket's requester is not the answer's customer). */
  confirm?: string;
  /** What the agent confirms before a row's reply goes in (that row's customer is not the requester). */
  confirmFor?: (customer: ReplyCustomer) => string | undefined;
  children: ComponentChildren;
}) {
  const value = {
    setup: props.setup ?? ENGLISH_REPLIES,
    insert: props.insert ?? (async () => ""),
    ...(props.confirm ? { confirm: props.confirm } : {}),
    ...(props.confirmFor ? { confirmFor: props.confirmFor } : {}),
  };
  return <RepliesContext.Provider value={value}>{props.children}</RepliesContext.Provider>;
}

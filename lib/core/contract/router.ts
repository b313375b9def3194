import type * as v from "valibot";
import { type Browser, browser } from "wxt/browser";
import { checkParams } from "@/lib/core/api/params";
import { EnvelopeSchema, type Reply, type ReplyToContent } from "./envelope";
import { classifySender, type SenderKind } from "./senders";

/** Who sent a message, as the browser tells it: never taken from the message itself. */
export interface SenderContext {
  kind: SenderKind;
  tabId?: number;
  windowId?: number;
  frameId?: number;
  /** The sender's URL and origin, as the browser gives them (about:blank and srcdoc frames inherit an origin). */
  url?: string;
  origin?: string;
  /** The page's ticket for progress notices, when it asked for them. */
  ticket?: string;
  /** The page asks for an answer from the API now (a refresh): none asked ahead of it stands for it. */
  fresh?: true;
  /**
   * The profile and project the page asks as: the page shows and keeps the answer as theirs, so
   * another profile, chosen meanwhile, does not answer it.
   */
  scope?: string;
}

/** What the browser says of a sender, before the message's own envelope is read. */
export type BrowserSender = Omit<SenderContext, "ticket" | "fresh" | "scope">;

/** A table of message types, each with the schema of its input. */
type SchemaTable<T> = { [K in keyof T]: v.GenericSchema };

/** One answer per message type of a table, each given its parsed input. */
export type Handlers<Tables extends SchemaTable<Tables>, Replies extends Record<keyof Tables, unknown>> = {
  [T in keyof Tables]: (input: v.InferOutput<Tables[T]>, sender: SenderContext) => Promise<Reply<Replies[T]>>;
};

/** A content script's answers, each given its parsed input: replies with no credential. */
export type ContentScriptHandlers<
  Tables extends SchemaTable<Tables>,
  Replies extends Record<keyof Tables, unknown>,
> = {
  [T in keyof Tables]: (
    input: v.InferOutput<Tables[T]>,
    sender: SenderContext,
  ) => Promise<ReplyToContent<Replies[T]>>;
};

/** What one kind of sender may ask: the schemas of its messages and their handlers. */
export interface Route<Tables extends SchemaTable<Tables>, Replies extends Record<keyof Tables, unknown>> {
  tables: Tables;
  handlers: Handlers<Tables, Replies>;
}

const refused: Reply<never> = {
  ok: false,
  error: { kind: "invalid_input", field: "sender", message: "This message is not accepted from here" },
};

const isTypeOf = <Table extends object>(table: Table, type: string): type is Extract<keyof Table, string> =>
  Object.hasOwn(table, type);

/** Parses one input with its type's schema, then answers it; the generic ties the input to its handler. */
function dispatch<
  Tables extends SchemaTable<Tables>,
  Replies extends Record<keyof Tables, unknown>,
  T extends keyof Tables,
>(
  route: Route<Tables, Replies>,
  type: T,
  input: unknown,
  sender: SenderContext,
): Promise<Reply<unknown>> | Reply<never> {
  const checked = checkParams(route.tables[type], input);
  if (!checked.ok) return checked;
  return route.handlers[type](checked.value, sender);
}

/**
 * The worker's single entry for messages: the sender is checked first (our pages, our content
 * scripts, nothing else), then the message is parsed against the table of what that sender may
 * ask, then its handler answers. A content script's message is looked up in its own table only, so
 * it can never ask for a lookup, a revoke or a profile.
 */
export async function routeMessage<
  Page extends SchemaTable<Page>,
  PageReplies extends Record<keyof Page, unknown>,
  Content extends SchemaTable<Content>,
  ContentReplies extends Record<keyof Content, unknown>,
>(
  message: unknown,
  sender: BrowserSender,
  routes: { page: Route<Page, PageReplies>; content: Route<Content, ContentReplies> },
): Promise<Reply<unknown>> {
  if (sender.kind === "untrusted") return refused;
  const envelope = checkParams(EnvelopeSchema, message);
  if (!envelope.ok) return envelope;
  const { type, input, ticket, fresh, scope } = envelope.value;
  const context: SenderContext = {
    ...sender,
    ...(ticket ? { ticket } : {}),
    ...(fresh ? { fresh } : {}),
    ...(scope !== undefined ? { scope } : {}),
  };
  if (sender.kind === "content_script")
    return isTypeOf(routes.content.tables, type) ? dispatch(routes.content, type, input, context) : refused;
  return isTypeOf(routes.page.tables, type) ? dispatch(routes.page, type, input, context) : refused;
}

/**
 * The worker's listener for every message: the browser's sender, classified (our pages, our content
 * scripts, anything else), goes with the message to `answer`. Registered synchronously by the caller,
 * so a message that wakes the worker is not missed.
 */
export function answerMessages(
  answer: (message: unknown, sender: BrowserSender) => Promise<Reply<unknown>>,
): void {
  const extensionOrigin = browser.runtime.getURL("/");
  // The promise returned is the reply: webextension-polyfill sends it in Chrome, which ignores it.
  browser.runtime.onMessage.addListener((message: unknown, sender: Browser.runtime.MessageSender) =>
    answer(message, {
      kind: classifySender(sender, browser.runtime.id, extensionOrigin),
      tabId: sender.tab?.id,
      windowId: sender.tab?.windowId,
      frameId: sender.frameId,
      url: sender.url,
      origin: sender.origin,
      // A failed answer reaches the asker as no answer, which ask() reads as the worker unreachable.
    }).catch(() => undefined),
  );
}

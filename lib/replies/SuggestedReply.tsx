import type { RefObject } from "preact";
import { useEffect, useId, useRef, useState } from "preact/hooks";
import { CopyButton } from "@/components/CopyButton";
import { PersonalText } from "@/components/PersonalText";
import { useMasked } from "@/components/PersonalValue";
import { type PersonalPart, personalPieces } from "@/components/personal-pieces";
import { useWords } from "@/components/use-words";
import { formatter } from "@/lib/core/intl/formatter";
import {
  isReplyLanguage,
  LANGUAGE_NAMES,
  REPLY_LANGUAGES,
  type ReplyLanguage,
} from "@/lib/core/intl/reply-languages";
import { copyToClipboard } from "@/lib/insert-reply";
import { firstNameOf } from "@/lib/replies/customer-name";
import { type ReplyCustomer, useReplies } from "@/lib/replies/reply-context";
import { replyLanguageFor, suggestedReply } from "@/lib/replies/reply-setup";
import { loadShippedTemplates, useShippedTemplates } from "@/lib/replies/shipped-templates";
import type { ReplyFacts } from "@/lib/replies/values";
import { repliesWords } from "./words";

/** The templates, the language choices and the insert come from the page (RepliesContext). */
export interface SuggestedReplyProps {
  /** A reply topic (lib/replies/topics.ts): a failure code, its variant, or a loyalty answer. */
  topic: string;
  facts: ReplyFacts;
  /** The customer's metadata, where their language may be kept. */
  customerMetadata?: Readonly<Record<string, unknown>> | null;
  /**
   * The customer of the row the reply is written from, when the API names one: another customer
   * than the ticket's requester is confirmed before Insert, as an answer about one is.
   */
  customer?: ReplyCustomer | null;
  /** Filled with this reply's copy and insert, for the row's keyboard shortcuts (C and I). */
  actions?: RefObject<ReplyActions | undefined>;
}

export interface ReplyActions {
  copy(): Promise<void>;
  insert(): Promise<void>;
}

/** What the reply's status line says: its own words, or what the insert answered, as it answered it. */
type Status = { say: "inserting" | "nothingInserted" | "replyCopied" | "copyingFailed" } | { text: string };

/** The placeholders a reply lacks, as a template writes them, listed the agent's language's way. */
function placeholderList(names: readonly string[], language: string): string {
  const written = names.map((name) => `{${name}}`);
  return formatter("list", language, { type: "conjunction" })?.format(written) ?? written.join(", ");
}

/** The customer's name as the reply may write it, whole or the first word it greets them by. */
function namesIn(facts: ReplyFacts): PersonalPart[] {
  const first = firstNameOf(facts.customerName);
  const whole = facts.customerName?.trim();
  return [whole, first].flatMap((value) => (value ? [{ value, kind: "name" as const }] : []));
}

/** A reply to send as is: in the customer's language, copied or put into the ticket's reply box. */
export function SuggestedReply({ topic, facts, customerMetadata, customer, actions }: SuggestedReplyProps) {
  const say = useWords(repliesWords);
  const replies = useReplies();
  const { setup, insert: onInsert } = replies;
  // The answer's customer when the lookup was one; otherwise the row's own, which may be anyone's.
  const confirm = replies.confirm ?? (customer ? replies.confirmFor?.(customer) : undefined);
  const chosen = replyLanguageFor(setup, customerMetadata);
  const [language, setLanguage] = useState<ReplyLanguage>(chosen.language);
  const [status, setStatus] = useState<Status>({ text: "" });
  // Another row's customer, or the profile's default changed: the language follows.
  useEffect(() => setLanguage(chosen.language), [chosen.language]);
  const shipped = useShippedTemplates(language);
  const reply =
    typeof shipped === "object" ? suggestedReply(setup, topic, facts, language, shipped) : undefined;
  // Masked, the preview shows the customer's name and address masked; Copy and Insert still send
  // the real text, and a note says so.
  const masked = useMasked();
  const personal = namesIn(facts);
  const maskedInPreview =
    masked &&
    reply !== undefined &&
    personalPieces(reply.text, personal).some((piece) => "personal" in piece);
  const id = useId();
  const selectId = `reply-language-${id}`;
  const details = useRef<HTMLDetailsElement>(null);
  const insertButton = useRef<HTMLButtonElement>(null);
  // The reply waiting for the agent to confirm it goes in, and what they confirm.
  const [confirming, setConfirming] = useState<{ text: string; question: string }>();
  // What is to be confirmed changed (another answer, another ticket): the question asked goes.
  useEffect(() => setConfirming(undefined), [confirm]);
  // The question takes the focus, on Cancel: a second Enter never inserts.
  const cancelButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) cancelButton.current?.focus();
  }, [confirming]);
  const put = async (text: string) => {
    setStatus({ say: "inserting" });
    setStatus({ text: await onInsert(text) });
  };
  const insert = async (text: string) => {
    if (!confirm) return put(text);
    setStatus({ text: "" });
    setConfirming({ text, question: confirm });
  };
  const cancel = () => {
    setConfirming(undefined);
    setStatus({ say: "nothingInserted" });
    insertButton.current?.focus();
  };
  if (actions) {
    // Acting by key shows the reply it acts on; while its language loads, only that.
    const show = () => {
      if (details.current) details.current.open = true;
    };
    actions.current = {
      insert: async () => {
        show();
        if (reply) await insert(reply.text);
      },
      copy: async () => {
        show();
        if (!reply) return;
        const copied = await copyToClipboard(reply.text);
        setStatus({ say: copied ? "replyCopied" : "copyingFailed" });
      },
    };
  }

  return (
    <details
      class="reply"
      ref={details}
      // Opened, the reply offers every language: they load now, so choosing one shows it at once.
      // A language that fails here is tried again, and its failure said, when it is chosen.
      onToggle={(event) => {
        if (event.currentTarget.open)
          for (const code of REPLY_LANGUAGES) loadShippedTemplates(code).catch(() => undefined);
      }}
    >
      <summary>{say("suggestedReply")}</summary>
      <div class="reply-language">
        <label for={selectId}>{say("replyLanguage")}</label>
        <select
          id={selectId}
          value={language}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isReplyLanguage(next)) setLanguage(next);
          }}
        >
          {REPLY_LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
        {chosen.from.kind === "customer" && language === chosen.language ? (
          <span class="muted">
            {" "}
            {say("customersLanguage", { key: chosen.from.key, value: chosen.from.value })}
          </span>
        ) : chosen.from.kind === "unsupported" ? (
          <span class="muted">
            {" "}
            {say("customersLanguageUnsupported", { key: chosen.from.key, value: chosen.from.value })}
          </span>
        ) : null}
      </div>
      {reply ? (
        <p class="reply-text" lang={language}>
          <PersonalText text={reply.text} values={personal} />
        </p>
      ) : (
        <p class="reply-loading muted" aria-busy={shipped === "loading"}>
          {shipped === "failed" ? say("replyLoadFailed") : say("loadingReply")}
        </p>
      )}
      {maskedInPreview ? <p class="muted masked-reply">{say("maskedReply")}</p> : null}
      {reply?.missing.length ? (
        <p class="notice">
          {say("fillIn", {
            count: reply.missing.length,
            names: placeholderList(reply.missing, say.language),
          })}
        </p>
      ) : null}
      {reply ? (
        <div class="reply-actions">
          <CopyButton text={reply.text} what={say("replyWhat")} label={say("copyReply")} />
          <button
            type="button"
            ref={insertButton}
            onClick={async (event) => {
              // Only the agent's own click: a script's synthetic click never writes into the ticket.
              if (event.isTrusted) await insert(reply.text);
            }}
          >
            {say("insertIntoReply")}
          </button>
        </div>
      ) : null}
      {confirming ? (
        <fieldset
          class="confirm"
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.stopPropagation();
              cancel();
            }
          }}
        >
          <legend class="visually-hidden">{say("confirmLegend")}</legend>
          <p id={`confirm-${id}`}>
            {/* The question names the ticket's requester and the customer by their addresses. */}
            {say.parts("confirmQuestion", { question: <PersonalText text={confirming.question} /> })}
          </p>
          <button
            type="button"
            aria-describedby={`confirm-${id}`}
            onClick={async (event) => {
              if (!event.isTrusted) return;
              const { text } = confirming;
              setConfirming(undefined);
              insertButton.current?.focus();
              await put(text);
            }}
          >
            {say("insertAnyway")}
          </button>
          <button type="button" ref={cancelButton} aria-describedby={`confirm-${id}`} onClick={cancel}>
            {say("cancel")}
          </button>
        </fieldset>
      ) : null}
      <p class="insert-status" role="status">
        {"say" in status ? say(status.say) : status.text}
      </p>
    </details>
  );
}

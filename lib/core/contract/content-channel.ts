import * as v from "valibot";
import { browser } from "wxt/browser";
import type { WorkerToPage } from "./envelope";
import {
  CONTENT_QUESTIONS,
  CONTENT_REPLIES,
  type ContentQuestion,
  QuestionEnvelopeSchema,
} from "./to-content";

type Input<T extends ContentQuestion> = v.InferOutput<(typeof CONTENT_QUESTIONS)[T]>;
type Answer<T extends ContentQuestion> = v.InferOutput<(typeof CONTENT_REPLIES)[T]>;

/**
 * How a content script answers the worker, at once or once it knows (Insert into reply reads the
 * editor back); `undefined` leaves the question to another frame.
 */
export type ContentAnswers = {
  [T in ContentQuestion]: (input: Input<T>) => Answer<T> | Promise<Answer<T>> | undefined;
};

const isQuestion = (type: string): type is ContentQuestion => Object.hasOwn(CONTENT_QUESTIONS, type);

/**
 * The worker's channels to the other contexts, both ways with content scripts.
 *
 * The content script's side: it answers the worker only (our extension, no tab: never a page or
 * another content script), and only the questions of the contract, each parsed first.
 */
export function answerWorker(answers: ContentAnswers): () => void {
  const listener = (message: unknown, sender: { id?: string; tab?: unknown }) => {
    if (sender.id !== browser.runtime.id || sender.tab) return;
    const envelope = v.safeParse(QuestionEnvelopeSchema, message);
    if (!envelope.success || !isQuestion(envelope.output.type)) return;
    const answer = answerOne(answers, envelope.output.type, envelope.output.input);
    // A promise is the reply (webextension-polyfill sends it in Chrome); undefined leaves the question
    // to another frame. A failed answer reaches the worker as no answer.
    return answer === undefined ? undefined : Promise.resolve(answer).catch(() => undefined);
  };
  browser.runtime.onMessage.addListener(listener);
  return () => browser.runtime.onMessage.removeListener(listener);
}

/** Parses one question's input with its schema and answers it; generic, so input and answer stay paired. */
function answerOne<T extends ContentQuestion>(answers: ContentAnswers, type: T, raw: unknown) {
  const input = v.safeParse(CONTENT_QUESTIONS[type], raw);
  return input.success ? answers[type](input.output) : undefined;
}

/** The worker's side: asks the content scripts of a tab; the reply is parsed with the contract's schema. */
export async function askTab<T extends ContentQuestion>(
  tabId: number,
  type: T,
  input: Input<T>,
  frameId?: number,
): Promise<Answer<T> | undefined> {
  const reply: unknown = await browser.tabs.sendMessage(
    tabId,
    { type, input },
    frameId === undefined ? undefined : { frameId },
  );
  const parsed = v.safeParse(CONTENT_REPLIES[type], reply);
  return parsed.success ? parsed.output : undefined;
}

/** The worker's notice to its extension pages; the page holding the ticket takes it, the others ignore it. */
export function tellPages(notice: WorkerToPage): void {
  void browser.runtime.sendMessage(notice).catch(() => undefined);
}

import type * as v from "valibot";

/**
 * The one contract between the extension's contexts, one table per direction, as in Dark Reader: each
 * message type maps to the valibot schema of its input, read by the receiver, and (in the `…Replies`
 * interfaces) to the type of its reply, which reaches the caller of `ask` unchanged.
 *
 * The tables start empty here: each feature declares its own messages in its `*.messages.ts` file and
 * adds them to these interfaces by declaration merging, so the contract knows no feature and a feature
 * owns the shape of what it is asked. The worker's router (entrypoints/background) assembles the features' schema
 * tables and must answer every type: a table or handler left out does not compile.
 */

// biome-ignore-start lint/suspicious/noEmptyInterface: filled by the features' declaration merging
/** Extension pages (side panel, popup, options) → worker: type → schema of the input. */
export interface PageRequests {}
/** The reply to each page request. */
export interface PageReplies {}
/**
 * Content scripts → worker: type → schema of the input. Never a setting or page text; a URL only in
 * the top frame's route report, which the worker checks against the sender's own origin.
 */
export interface ContentRequests {}
/** The reply to each content-script request. */
export interface ContentReplies {}
/**
 * The lookups of the API: type → what the page that asked reads the answer into. The worker sends
 * the API's body on as it came (its reply in `PageReplies` is an `ApiBody`) and the page parses it,
 * once, with the API's schemas (lib/core/api/answers.ts): the worker carries none of them.
 */
export interface ApiReads {}
// biome-ignore-end lint/suspicious/noEmptyInterface: filled by the features' declaration merging

/** The body of an API answer, as the worker passes it on: unread until a page parses it. */
export type ApiBody = unknown;
export type ApiReadType = keyof ApiReads & keyof PageRequests & string;

export type WorkerRequests = PageRequests & ContentRequests;
export type WorkerReplies = PageReplies & ContentReplies;
export type WorkerRequestType = keyof WorkerRequests & keyof WorkerReplies & string;

type SchemaOf<T extends WorkerRequestType> = WorkerRequests[T] extends v.GenericSchema
  ? WorkerRequests[T]
  : never;

/** What the sender writes: the schema's input (before defaults and transforms). */
export type RequestInput<T extends WorkerRequestType> = v.InferInput<SchemaOf<T>>;

// Worker → content scripts: CONTENT_QUESTIONS and CONTENT_REPLIES in to-content.ts, the part content scripts load.
// Worker → pages: WorkerToPageSchema in envelope.ts, which every page reads.

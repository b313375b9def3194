import type { TicketRef } from "@/lib/ticket/index.sidepanel";
import {
  alternativesFor,
  type Lookup,
  type LookupHow,
  type LookupKind,
  type LookupSay,
  lookupText,
  type Refusal,
  readLookup,
  refusalWords,
} from "./classify";
import { lookupSay } from "./lookup-say";
import type { KeptLookup } from "./recent-lookups";

/** The lookup shown, with where it was made. */
export interface CurrentLookup {
  lookup: Lookup;
  /** Other readings offered as "read as … instead". */
  alternatives: LookupKind[];
  /** The ticket tab the panel spoke about when the lookup started. */
  ticketTabId?: number;
  /**
   * The ticket the answer is about: the one open when the lookup started (a page's lookup: the one
   * it was asked on) or, when none was known then, the one known when its first answer came. Its
   * replies go into that ticket only.
   */
  ticket?: TicketRef;
  /**
   * Set once its first answer came: a ticket read after that is not known to be the one it was
   * about. Set from the start when it was asked in its tab before the ticket known there was read.
   */
  answered?: true;
  /** Set when the agent moved to another ticket before its answer came: the answer was dropped. */
  dropped?: boolean;
  /** Why the panel looked it up on its own, when the agent did not ask ("The only customer id this ticket shows"). */
  auto?: string;
}

/** Lookup's part of the side panel's state: the lookup shown, Search, recent lookups. */
export interface LookupSlice {
  /** The lookup shown. */
  current?: CurrentLookup;
  search: {
    text: string;
    /** Why the text typed cannot be looked up, in the words of the language it was refused in. */
    error?: string;
    /** The same as data, so the field says it again in another language the agent switches to. */
    refusal?: Refusal;
    /** Counts the times the panel itself put an id in Search: the field selects it (SearchBox). */
    filled: number;
    /**
     * The text is what a lookup no longer shown put there (another profile was chosen since), not
     * what the agent typed: masking still keeps an address of it out of the field.
     */
    fromAnswer?: true;
  };
  /** The agent's last lookups in this profile; `remembered` once a lookup of this panel wrote them. */
  recent: { list: KeptLookup[]; remembered: boolean };
  /**
   * The lookup made, for the worker to log and, when the agent asked for it, to add to recent
   * lookups (a write for the effects to make). A new object for each lookup.
   */
  remember?: { profileId: string; lookup: Lookup; how: LookupHow };
}

export const initialLookup: LookupSlice = {
  search: { text: "", filled: 0 },
  recent: { list: [], remembered: false },
};

export type LookupEvent =
  | { type: "recent.read"; profileId: string; list: KeptLookup[] }
  /** The worker's list after a lookup made; null when it did not change (the panel's own lookup). */
  | { type: "recent.remembered"; profileId: string; list: KeptLookup[] | null }
  | { type: "search.typed"; text: string }
  | { type: "search.submitted"; text: string }
  /**
   * A lookup the agent asked for: a click in the panel (the default), a recent lookup, a page's
   * click, the menu or the keyboard command.
   */
  | {
      type: "lookup.started";
      lookup: Lookup;
      alternatives?: LookupKind[];
      how?: LookupHow;
      /** Where a page asked for it, when it was not the panel: its answer is about that ticket. */
      from?: AskedFrom;
    }
  | { type: "lookup.readAs"; kind: LookupKind };

const LOOKUP_EVENTS: ReadonlySet<string> = new Set<LookupEvent["type"]>([
  "recent.read",
  "recent.remembered",
  "search.typed",
  "search.submitted",
  "lookup.started",
  "lookup.readAs",
]);
export const isLookupEvent = (event: { type: string }): event is LookupEvent => LOOKUP_EVENTS.has(event.type);

/** The tab a page asked for a lookup in, and the ticket it showed then. */
export interface AskedFrom {
  tabId?: number;
  ticket?: TicketRef;
}

/**
 * A lookup to start, with the readings offered instead and how the agent asked for it; asked from
 * a page, where (otherwise it is about the ticket the panel speaks about as it starts).
 */
export interface Asked {
  lookup: Lookup;
  alternatives: LookupKind[];
  how: LookupHow;
  from?: AskedFrom;
}

/**
 * What an event does to the slice alone, and the lookup it asks to start, if any: starting it is
 * the panel's, since every feature that answers it takes part. A refusal is worded in `say`, the
 * page's language by default.
 */
export function lookupReducer(
  slice: LookupSlice,
  event: LookupEvent,
  profileId: string | undefined,
  say: LookupSay = lookupSay(),
): { slice: LookupSlice; start?: Asked } {
  switch (event.type) {
    case "recent.read":
      // A list this panel wrote meanwhile is newer than one read before it.
      if (event.profileId !== profileId || slice.recent.remembered) return { slice };
      return { slice: { ...slice, recent: { list: event.list, remembered: false } } };
    case "recent.remembered":
      if (event.profileId !== profileId || !event.list) return { slice };
      return { slice: { ...slice, recent: { list: event.list, remembered: true } } };
    case "search.typed": {
      // Typed: the text is the agent's own now.
      const { fromAnswer: _typedOver, ...search } = slice.search;
      return { slice: { ...slice, search: { ...search, text: event.text } } };
    }
    case "search.submitted": {
      const read = readLookup(event.text);
      if (!read.ok) {
        const { refusal } = read;
        return {
          slice: { ...slice, search: { ...slice.search, error: refusalWords(refusal, say), refusal } },
        };
      }
      return {
        slice,
        start: { lookup: read.lookup, alternatives: alternativesFor(read.lookup), how: "typed" },
      };
    }
    case "lookup.started":
      return {
        slice,
        start: {
          lookup: event.lookup,
          alternatives: event.alternatives ?? alternativesFor(event.lookup),
          how: event.how ?? "clicked",
          ...(event.from ? { from: event.from } : {}),
        },
      };
    case "lookup.readAs": {
      const { current } = slice;
      if (!current) return { slice };
      const { lookup, ticketTabId, ticket } = current;
      // The campaign stays with the text, so "read as card in campaign" can come back to it.
      const next: Lookup = {
        kind: event.kind,
        value: lookup.value,
        ...(lookup.campaignId ? { campaignId: lookup.campaignId } : {}),
      };
      const alternatives = [lookup.kind, ...current.alternatives].filter((k) => k !== event.kind);
      // The same text read otherwise: about the ticket the first reading was about.
      const from =
        ticketTabId === undefined ? undefined : { tabId: ticketTabId, ...(ticket ? { ticket } : {}) };
      return { slice, start: { lookup: next, alternatives, how: "clicked", ...(from ? { from } : {}) } };
    }
  }
}

/**
 * Search as a lookup starts. Every lookup the agent asked for shows in Search, with its kind. One
 * the panel made on its own changes only a field empty or showing the last answer, and the id it
 * gets is selected, so an agent already in the field types over it, never after it.
 */
export function searchFor(slice: LookupSlice, lookup: Lookup, auto: boolean): LookupSlice["search"] {
  const { search, current } = slice;
  if (!auto) return { text: lookupText(lookup), filled: search.filled };
  const follows = !search.text.trim() || search.text === (current ? lookupText(current.lookup) : "");
  return follows
    ? { text: lookupText(lookup), filled: search.filled + 1 }
    : { text: search.text, filled: search.filled, ...(search.fromAnswer ? { fromAnswer: true } : {}) };
}

/**
 * The lookup shown once it starts, on the ticket open then; each is logged, and one the agent made
 * goes into the profile's recent lookups (one the panel made on its own stays out of them).
 */
export function startLookup(
  slice: LookupSlice,
  asked: Asked & { auto?: string; profileId: string; tabId?: number; ticket?: TicketRef },
): LookupSlice & { current: CurrentLookup } {
  const { lookup, alternatives, how, auto, profileId, tabId, ticket } = asked;
  const current: CurrentLookup = {
    lookup,
    alternatives,
    ticketTabId: tabId,
    ...(ticket ? { ticket } : {}),
    ...(auto ? { auto } : {}),
  };
  return { ...slice, current, remember: { profileId, lookup, how: auto ? "auto" : how } };
}

/** Another profile: nothing shown or remembered of the previous one stays. */
export const forgetLookup = (slice: LookupSlice): LookupSlice => ({
  ...slice,
  // Search may still show the lookup forgotten, which the panel put there: it is no text typed.
  search:
    slice.current && slice.search.text === lookupText(slice.current.lookup)
      ? { ...slice.search, fromAnswer: true }
      : slice.search,
  current: undefined,
  recent: { list: [], remembered: false },
  remember: undefined,
});

import type { CredentialUsed } from "@/lib/core/api/client";

/** An answer kept for a question: when it was fetched, the value, and the credential that read it. */
export interface CachedAnswer<V> {
  at: number;
  value: V;
  credential?: CredentialUsed;
}

/**
 * Where the query hook keeps answers for the session. The core knows only this shape: which
 * profile and project an answer belongs to, and where it is kept, are the lookup feature's.
 */
export interface QueryCache {
  /** The key of a question asked in a scope (the profile and its project). */
  keyOf(scope: string, type: string, input: unknown): string;
  /** The answer kept for a key: at once, or after a read of storage. */
  read<V>(key: string): CachedAnswer<V> | undefined | Promise<CachedAnswer<V> | undefined>;
  /** Keeps an answer, once the one on screen is painted. */
  write<V>(key: string, answer: { value: V; credential?: CredentialUsed }, at: number): unknown;
}

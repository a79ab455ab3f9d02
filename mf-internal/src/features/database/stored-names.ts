import { NAMES_LOOKUP_MAX } from '@nextlevel/bff/contract';
import type { ReferenceKind } from './api/get-stored-names';

/** How names are looked up: `getStoredNames`, or a test's own. */
export type NamesLookup = (kind: ReferenceKind, ids: readonly string[]) => Promise<Map<string, string>>;

/** Ids asked for within this long go in one request. */
const BATCH_MS = 50;

/** The names of the authors and categories a preview's rows refer to, asked for as their rows come into view. */
export interface StoredNames {
  subscribe(listener: () => void): () => void;
  /** The stored name, null when no such id is stored, undefined while not known. */
  name(kind: ReferenceKind, id: string): string | null | undefined;
  /** Asks for an id's name along with every other id asked for meanwhile, NAMES_LOOKUP_MAX a request. */
  want(kind: ReferenceKind, id: string): void;
}

/**
 * Only the rows in view are drawn (a preview may hold 100,000 records, each with its own author),
 * so only their ids are looked up; a failed look-up is forgotten, and asked again when its row
 * comes back into view.
 */
export function createStoredNames(lookup: NamesLookup): StoredNames {
  const known: Record<ReferenceKind, Map<string, string | null>> = { author: new Map(), category: new Map() };
  const asked: Record<ReferenceKind, Set<string>> = { author: new Set(), category: new Set() };
  const queued: Record<ReferenceKind, Set<string>> = { author: new Set(), category: new Set() };
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const ask = async (kind: ReferenceKind, ids: string[]) => {
    try {
      const names = await lookup(kind, ids);
      for (const id of ids) known[kind].set(id, names.get(id) ?? null);
      listeners.forEach((listener) => listener());
    } catch {
      for (const id of ids) asked[kind].delete(id);
    }
  };
  const flush = () => {
    timer = undefined;
    for (const kind of ['author', 'category'] as const) {
      const ids = [...queued[kind]];
      queued[kind].clear();
      for (let i = 0; i < ids.length; i += NAMES_LOOKUP_MAX) void ask(kind, ids.slice(i, i + NAMES_LOOKUP_MAX));
    }
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    name: (kind, id) => known[kind].get(id.toLowerCase()),
    want(kind, id) {
      const key = id.toLowerCase();
      if (asked[kind].has(key)) return;
      asked[kind].add(key);
      queued[kind].add(key);
      timer ??= setTimeout(flush, BATCH_MS);
    },
  };
}

import type { FieldMergeFunction, PossibleTypesMap, Reference, StoreObject, TypePolicies } from '@apollo/client';

interface OffsetPage<Node> {
  nodes: Node[];
  totalCount: number;
}

/**
 * A list read a page at a time with `first`/`offset`: pages with the same other arguments are
 * kept as one list, each written at its offset, so loading more appends and a refetch of the first
 * page refreshes it in place.
 */
function offsetPages(keyArgs: string[]) {
  return {
    keyArgs,
    merge<Node>(existing: OffsetPage<Node> | undefined, incoming: OffsetPage<Node>, { args }: { args: Record<string, unknown> | null }) {
      const offset = typeof args?.['offset'] === 'number' ? args['offset'] : 0;
      // A first page replaces the list: it is a fresh read (a refetch after reconnecting, say).
      const nodes = offset === 0 ? [] : (existing?.nodes.slice(0, offset) ?? []);
      nodes.splice(offset, incoming.nodes.length, ...incoming.nodes);
      return { ...incoming, nodes };
    },
  };
}

interface CursorPage<Entry> {
  entries: Entry[];
  nextCursor: string | null;
}

/** A list read a page at a time with `first`/`after`: a page after a cursor appends, a first page replaces. */
function cursorPages(keyArgs: string[]) {
  return {
    keyArgs,
    merge<Entry>(existing: CursorPage<Entry> | undefined, incoming: CursorPage<Entry>, { args }: { args: Record<string, unknown> | null }) {
      return args?.['after'] && existing ? { ...incoming, entries: [...existing.entries, ...incoming.entries] } : incoming;
    },
  };
}

/**
 * A topic's slam night only moves forward: a read or an answer older than the night in the cache
 * (by its version) leaves the cached night as it is. The cache calls this with the cached night as a
 * reference; returning that reference keeps it.
 */
const newestShow: FieldMergeFunction<Reference | StoreObject, Reference | StoreObject> = (existing, incoming, { readField, isReference }) => {
  if (!existing || isReference(incoming)) return incoming;
  const version = (show: Reference | StoreObject) => readField<number>('version', show) ?? -1;
  return version(incoming) < version(existing) ? existing : incoming;
};

/**
 * The types implementing each interface of the schema, for the cache to match a fragment on an
 * interface (the player's PoemVideo_media) to the objects it holds; checked against schema/ by
 * tests/web/possibleTypes.test.ts.
 */
export const possibleTypes: PossibleTypesMap = { VideoMedia: ['Poem', 'Submission'] };

export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      votingPoems: offsetPages(['topicId', 'search', 'sort']),
      reviewSubmissions: offsetPages(['status']),
      payouts: offsetPages(['status']),
      users: offsetPages(['filter']),
      auditLog: cursorPages(['filter']),
    },
  },
  // The log names an admin as they were called then, so one admin's entries may differ in name.
  AuditActor: { keyFields: false },
  // A text page is one per key, so a saved edit replaces the page every screen reads.
  Page: { keyFields: ['key'] },
  // Figures without ids: a fresh read or a live update replaces them whole.
  AdminStats: { merge: true },
  SubmissionCounts: { merge: true },
  AdminSeats: { merge: true },
  BankDetails: { merge: true },
  MaskedBankAccount: { merge: true },
  // One voting state per topic, so a closing pushed live replaces the one a page read.
  TopicVoting: { keyFields: ['topicId'] },
  // One night per topic, whichever of its reads, answers and pushes came last by version.
  LiveShow: {
    keyFields: ['topicId'],
    merge: newestShow,
    // A field with a merge function makes the cache weigh every write of a night with newestShow,
    // whichever of its other fields the write carries.
    fields: { version: { merge: (_existing: number | undefined, incoming: number) => incoming } },
  },
  // A night's latest round replaces the one read before it, field for field.
  LiveRound: { merge: false },
};

import type { ApolloCache, Reference } from '@apollo/client';
import type { PoemSort } from '../__generated__/graphql';

/** What a poem's place in a list depends on, as the server orders votingPoems. */
export interface PoemOrderKey {
  id: string;
  voteCount: number;
  submittedAt: string;
}

/** A newly public poem, with what a search matches on. */
export interface ListedPoem extends PoemOrderKey {
  topicId: string;
  title: string;
  transcript: string;
  authorName: string;
}

interface CachedPage {
  nodes: Reference[];
  totalCount: number;
}

/** The arguments a cached votingPoems list was read with (its key arguments: topicId, search, sort). */
function listArgs(storeFieldName: string): { topicId?: string; search?: string | null; sort?: PoemSort } {
  const start = storeFieldName.indexOf('{');
  return start < 0 ? {} : (JSON.parse(storeFieldName.slice(start)) as { topicId?: string; search?: string | null; sort?: PoemSort });
}

/** Whether `a` comes before `b` in a list sorted by `sort`: the server's order, ties broken by newer and then by id. */
export function comesBefore(a: PoemOrderKey, b: PoemOrderKey, sort: PoemSort): boolean {
  const bySubmission = (a.submittedAt === b.submittedAt ? a.id.localeCompare(b.id) : a.submittedAt.localeCompare(b.submittedAt)) * (sort === 'OLDEST' ? -1 : 1);
  if (sort === 'VOTES' && a.voteCount !== b.voteCount) return a.voteCount > b.voteCount;
  return bySubmission > 0;
}

/** The server's search, as near as a browser can tell: any case, in the title, the poet's name or the lines. */
function matchesSearch(poem: ListedPoem, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return [poem.title, poem.authorName, poem.transcript].some((text) => text.toLowerCase().includes(needle));
}

/**
 * Puts newly public poems (already in the cache as entities) into every cached list of their topic
 * they belong in, where the list's sort places them, and counts them. A poem that would sort past
 * the poems loaded so far is only counted: loading more brings it.
 */
export function addToPoemLists(cache: ApolloCache, poems: readonly ListedPoem[]): void {
  cache.modify<{ votingPoems: CachedPage }>({
    fields: {
      votingPoems: (existing, { storeFieldName, readField, toReference }) => {
        const page = existing as CachedPage;
        const { topicId, search, sort = 'VOTES' } = listArgs(storeFieldName);
        let { nodes, totalCount } = page;
        for (const poem of poems) {
          if (poem.topicId !== topicId || (search && !matchesSearch(poem, search))) continue;
          if (nodes.some((node) => readField<string>('id', node) === poem.id)) continue;
          totalCount += 1;
          const keyOf = (node: Reference): PoemOrderKey => ({
            id: readField<string>('id', node) ?? '',
            voteCount: readField<number>('voteCount', node) ?? 0,
            submittedAt: readField<string>('submittedAt', node) ?? '',
          });
          const at = nodes.findIndex((node) => comesBefore(poem, keyOf(node), sort));
          const reference = toReference({ __typename: 'Poem', id: poem.id });
          if (!reference) continue;
          if (at >= 0) nodes = [...nodes.slice(0, at), reference, ...nodes.slice(at)];
          else if (nodes.length >= page.totalCount) nodes = [...nodes, reference];
        }
        return nodes === page.nodes && totalCount === page.totalCount ? existing : { ...page, nodes, totalCount };
      },
    },
  });
}

/** Takes poems out of every cached list and out of the cache, so no screen shows them. */
export function removeFromPoemLists(cache: ApolloCache, poemIds: readonly string[]): void {
  if (poemIds.length === 0) return;
  const removed = new Set(poemIds);
  cache.modify<{ votingPoems: CachedPage }>({
    fields: {
      votingPoems: (existing, { readField }) => {
        const page = existing as CachedPage;
        const nodes = page.nodes.filter((node) => !removed.has(readField<string>('id', node) ?? ''));
        if (nodes.length === page.nodes.length) return existing;
        return { ...page, nodes, totalCount: page.totalCount - (page.nodes.length - nodes.length) };
      },
    },
  });
  for (const id of poemIds) cache.evict({ id: cache.identify({ __typename: 'Poem', id }) });
  cache.gc();
}

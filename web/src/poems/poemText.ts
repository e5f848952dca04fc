/** A poem's title, or 'Poem #' and the last 6 characters of its id when it has none. */
export function poemTitle(poem: { id: string; title: string }): string {
  return poem.title.trim() || `Poem #${poem.id.slice(-6)}`;
}

/** '1 vote', '12 votes'. */
export function voteCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'vote' : 'votes'}`;
}

export const NO_TRANSCRIPT = 'No transcript available.';

/** SPEC.md's vote failure: a vote that did not reach the server, or that the server failed on. */
export const VOTE_FAILED = 'Failed to register your vote. Please try again.';

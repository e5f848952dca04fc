import { poemTitle, voteCountLabel } from '../../src/poems/poemText';
import { graphql } from './__generated__';
import type { PhonePoem_PoemFragment } from './__generated__/graphql';
import { h, setAttributes, setText, show } from './dom';

export const PhonePoemFragment = graphql(`
  fragment PhonePoem_poem on Poem {
    id
    title
    authorName
    voteCount
    voteVersion
    frozen
    nightVoteCount
    viewerHasVoted
    viewerIsPoet
  }
`);

/** A poem as the phone keeps it: the server's latest tally, and the viewer's vote while it is on its way. */
export interface PoemState extends PhonePoem_PoemFragment {
  /** The vote just tapped, shown until the server answers. */
  optimistic: { voted: boolean; voteCount: number; nightVoteCount: number } | null;
  /** Why the server refused the last tap, until the next one. */
  refusal: string | null;
}

export function poemState(poem: PhonePoem_PoemFragment): PoemState {
  return { ...poem, optimistic: null, refusal: null };
}

/**
 * What the card offers the viewer, decided by the page: nothing (a visitor), their own poem, a vote
 * button while votes count, or the vote they gave while votes do not count (the status says why).
 */
export type VoteOffer = 'none' | 'own' | 'open' | 'locked';

export interface PoemCard {
  element: HTMLElement;
  /** `night`: a slam night is running, so the card leads with the votes cast in its rounds. */
  update(poem: PoemState, offer: VoteOffer, winner: boolean, night: boolean): void;
}

let cardIds = 0;

/** A poem's card: title, poet, live count and the one-tap vote button, updated in place so focus stays put. */
export function poemCard(onVote: (poemId: string) => void): PoemCard {
  const titleId = `poem-title-${(cardIds += 1)}`;
  const title = h('h3', { id: titleId, class: 'poem-title' });
  const badge = h('span', { class: 'tag tag--winner', hidden: true }, 'Winner');
  const author = h('p', { class: 'poem-author' });
  const countShown = h('span');
  const countOther = h('span', { class: 'poem-count-other' });
  const count = h('p', { class: 'poem-count' }, countShown, countOther);
  const final = h('p', { class: 'poem-final', hidden: true }, 'Reached the prize’s vote goal: its votes are final.');
  const tag = h('span', { class: 'tag', hidden: true });
  // Its name is what it shows and the poem's title after it ('Vote for …', '✓ Voted for …'); pressed once voted.
  const buttonText = h('span');
  const buttonTitle = h('span', { class: 'visually-hidden' });
  const button = h('button', { type: 'button', class: 'vote-button', hidden: true }, buttonText, buttonTitle);
  const refusal = h('p', { class: 'vote-refusal', role: 'alert' });
  const element = h(
    'article',
    { class: 'poem', 'aria-labelledby': titleId },
    h('div', { class: 'poem-text' }, h('div', { class: 'poem-heading' }, title, badge), author, count, final),
    h('div', { class: 'poem-action' }, button, tag),
    refusal,
  );
  let poemId = '';
  let pending = false;
  button.addEventListener('click', () => {
    // aria-disabled rather than disabled while a vote is on its way, so the button keeps focus.
    if (!pending) onVote(poemId);
  });

  return {
    element,
    update(poem, offer, winner, night) {
      poemId = poem.id;
      pending = poem.optimistic !== null;
      const name = poemTitle(poem);
      const voted = poem.optimistic?.voted ?? poem.viewerHasVoted;
      setText(title, name);
      setText(author, `By ${poem.authorName || 'Anonymous Poet'}`);
      const { voteCount, nightVoteCount } = poem.optimistic ?? poem;
      setText(countShown, night ? `${voteCountLabel(nightVoteCount)} tonight` : voteCountLabel(voteCount));
      setText(countOther, night ? ` · ${voteCount} in all` : '');
      show(countOther, night);
      show(badge, winner);
      show(final, poem.frozen);
      const tagText = offer === 'own' ? 'Your poem' : offer === 'none' ? '' : poem.frozen ? 'Votes final' : offer === 'locked' && voted ? '✓ Voted' : '';
      setText(tag, tagText);
      show(tag, tagText !== '');
      tag.classList.toggle('tag--accent', offer === 'locked' && voted);
      show(button, offer === 'open' && !poem.frozen);
      setText(buttonText, voted ? '✓ Voted' : 'Vote');
      setText(buttonTitle, ` for ${name}`);
      button.classList.toggle('is-voted', voted);
      setAttributes(button, { 'aria-pressed': String(voted), 'aria-disabled': pending ? 'true' : undefined });
      setText(refusal, poem.refusal ?? '');
      show(refusal, poem.refusal !== null);
      element.classList.toggle('is-winner', winner);
    },
  };
}

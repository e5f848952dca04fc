import { voteCountLabel } from '../../src/poems/poemText';
import { h, setText, show } from './dom';
import { countdownText, type VotingWindow } from './night';

export interface StatusPanel {
  element: HTMLElement;
  update(voting: VotingWindow, serverNowMs: number, topicWinner: { title: string } | null): void;
}

interface StatusText {
  title: string;
  detail: string;
}

function statusText(voting: VotingWindow, topicWinner: { title: string } | null): StatusText {
  switch (voting.kind) {
    case 'topicClosed':
      return { title: 'Voting on this topic has closed.', detail: topicWinner ? `The winner: ${topicWinner.title}` : '' };
    case 'open':
      return { title: `Round ${voting.round} is open`, detail: voting.roomOnly ? 'Only votes from the room count in this round.' : 'Tap a poem to vote; tap again to take it back.' };
    case 'revealed': {
      const { winner, decidedBy } = voting;
      if (!winner) return { title: 'The votes are in', detail: decidedBy === 'OVERALL' ? 'No poem received votes.' : 'No poem received votes tonight.' };
      const votes =
        decidedBy === 'OVERALL'
          ? `${voteCountLabel(winner.voteCount)} in all (${winner.nightVoteCount} tonight)`
          : `${voteCountLabel(winner.nightVoteCount)} tonight (${winner.voteCount} in all)`;
      return { title: `The winner: ${winner.title}`, detail: `By ${winner.authorName || 'Anonymous Poet'}, with ${votes}.` };
    }
    case 'roundClosed':
      return { title: `Round ${voting.round} is closed`, detail: 'Votes count again when the host opens the next round.' };
    case 'waiting':
      return { title: 'The slam has begun', detail: 'Votes count once the host opens the first round.' };
    case 'notStarted':
      return { title: 'The slam has not started yet', detail: 'Votes you give now count toward the topic as usual.' };
    case 'ended':
      return { title: 'The slam night is over', detail: 'Thank you for voting. Votes you give now count toward the topic as usual.' };
  }
}

/**
 * Where the night stands, in words: round open with its countdown by the server's clock, closed,
 * not started, or the winner revealed. Changes are announced; the countdown's seconds are not.
 */
export function statusPanel(): StatusPanel {
  const title = h('p', { class: 'status-title' });
  const detail = h('p', { class: 'status-detail' });
  const words = h('div', { 'aria-live': 'polite', 'aria-atomic': 'true' }, title, detail);
  const timer = h('p', { class: 'status-timer', role: 'timer', 'aria-label': 'Time left in this round' });
  const element = h('section', { class: 'status', 'aria-label': 'Voting' }, words, timer);
  return {
    element,
    update(voting, serverNowMs, topicWinner) {
      const text = statusText(voting, topicWinner);
      setText(title, text.title);
      setText(detail, text.detail);
      show(detail, text.detail !== '');
      show(timer, voting.kind === 'open');
      if (voting.kind === 'open') setText(timer, `${countdownText(voting.closesAtMs - serverNowMs)} left`);
      element.dataset['state'] = voting.kind;
    },
  };
}

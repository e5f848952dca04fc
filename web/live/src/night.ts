import { graphql } from './__generated__';
import type { PhoneNight_ShowFragment } from './__generated__/graphql';

/** What the phone reads of a night: in the page's query, and again with every host's change. */
export const PhoneNightFragment = graphql(`
  fragment PhoneNight_show on LiveShow {
    version
    running
    serverTime
    revealedAt
    stage {
      id
      title
      authorName
      voteCount
      voteVersion
      frozen
      nightVoteCount
    }
    round {
      number
      roomOnly
      closesAt
      closedAt
      open
    }
    winner {
      id
      title
      authorName
      voteCount
      nightVoteCount
    }
    winnerDecidedBy
  }
`);

export type Night = PhoneNight_ShowFragment;

/**
 * Where voting stands for the phone, from the most to the least decisive: the topic's own close,
 * a round open now, the reveal, a round closed, a running night between rounds, and a night not
 * running (not yet started, or ended), where the topic's usual rules apply.
 */
export type VotingWindow =
  | { kind: 'topicClosed' }
  | { kind: 'open'; round: number; roomOnly: boolean; closesAtMs: number }
  | { kind: 'revealed'; winner: Night['winner']; decidedBy: Night['winnerDecidedBy'] }
  | { kind: 'roundClosed'; round: number }
  | { kind: 'waiting' }
  | { kind: 'notStarted' }
  | { kind: 'ended' };

/** The voting window at `serverNowMs`, the server's clock now. */
export function votingWindow(night: Night, topicVotingOpen: boolean, serverNowMs: number): VotingWindow {
  if (!topicVotingOpen) return { kind: 'topicClosed' };
  const { round } = night;
  if (night.running && round) {
    const closesAtMs = Date.parse(round.closesAt);
    // The countdown ends here as it does on the server, which sends no event when it does.
    if (round.open && !round.closedAt && serverNowMs < closesAtMs) return { kind: 'open', round: round.number, roomOnly: round.roomOnly, closesAtMs };
  }
  if (night.revealedAt) return { kind: 'revealed', winner: night.winner, decidedBy: night.winnerDecidedBy };
  // A night that ran keeps its version (above 0) after it ends.
  if (!night.running) return night.version > 0 ? { kind: 'ended' } : { kind: 'notStarted' };
  return round ? { kind: 'roundClosed', round: round.number } : { kind: 'waiting' };
}

/** Whether the server counts votes now: in an open round, or by the topic's usual rules while no night runs. */
export function votesCount(window: VotingWindow): boolean {
  return window.kind === 'open' || window.kind === 'notStarted' || window.kind === 'ended';
}

/** 'm:ss' of what is left, never below 0:00. */
export function countdownText(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

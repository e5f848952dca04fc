import { countdownText, votesCount, votingWindow, type Night } from '../../web/live/src/night';

const NOW = Date.parse('2026-11-26T20:00:00.000Z');
const at = (offsetSeconds: number) => new Date(NOW + offsetSeconds * 1000).toISOString();

function night(changes: Partial<Night> = {}): Night {
  return { version: 3, running: true, serverTime: at(0), revealedAt: null, stage: null, round: null, winner: null, winnerDecidedBy: null, ...changes };
}

const round = (changes: Partial<NonNullable<Night['round']>> = {}): Night['round'] => ({
  number: 2,
  roomOnly: false,
  closesAt: at(30),
  closedAt: null,
  open: true,
  ...changes,
});

describe("the phone page's voting window", () => {
  it('is open, with its countdown, while a round is open by the server’s clock', () => {
    expect(votingWindow(night({ round: round({ roomOnly: true }) }), true, NOW)).toEqual({ kind: 'open', round: 2, roomOnly: true, closesAtMs: NOW + 30_000 });
    expect(countdownText(30_000)).toBe('0:30');
    expect(countdownText(61_001)).toBe('1:02');
    expect(countdownText(-5)).toBe('0:00');
  });

  it('closes the round when its countdown ends, though no event says so', () => {
    expect(votingWindow(night({ round: round() }), true, NOW + 30_000)).toEqual({ kind: 'roundClosed', round: 2 });
    expect(votingWindow(night({ round: round({ closedAt: at(-1), open: false }) }), true, NOW)).toEqual({ kind: 'roundClosed', round: 2 });
  });

  it('counts votes in an open round and, while no night runs, by the topic’s usual rules', () => {
    expect(votesCount(votingWindow(night({ running: false, version: 0 }), true, NOW))).toBe(true);
    expect(votingWindow(night({ running: false, version: 0 }), true, NOW)).toEqual({ kind: 'notStarted' });
    expect(votingWindow(night({ running: false, version: 7 }), true, NOW)).toEqual({ kind: 'ended' });
    expect(votesCount(votingWindow(night(), true, NOW))).toBe(false);
    expect(votingWindow(night(), true, NOW)).toEqual({ kind: 'waiting' });
  });

  it('puts the topic’s own close before everything, and the reveal before a closed round', () => {
    expect(votingWindow(night({ round: round() }), false, NOW)).toEqual({ kind: 'topicClosed' });
    const winner = { id: 'p1', title: 'Salt Wind', authorName: 'Lady Verse', voteCount: 12, nightVoteCount: 3 };
    const revealed = night({ round: round({ closedAt: at(-1), open: false }), revealedAt: at(-1), winner, winnerDecidedBy: 'NIGHT' });
    expect(votingWindow(revealed, true, NOW)).toEqual({ kind: 'revealed', winner, decidedBy: 'NIGHT' });
  });
});

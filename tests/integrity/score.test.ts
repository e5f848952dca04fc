import { scoreOf, type SignalCounts } from '../../server/integrity/score';

const allBad = (votes: number): SignalCounts => ({
  votes,
  voidedVotes: 0,
  crowdedVotes: votes,
  crowdedGroups: 1,
  burstVotes: votes,
  burstMinutes: 1,
  expectedPerMinute: 0.01,
  newAccounts: votes,
  unverified: votes,
  burstCreated: votes,
});

describe('the integrity score', () => {
  it('gives 100 when every counted vote shows every signal', () => {
    expect(scoreOf(allBad(40)).score).toBe(100);
  });

  it('scales down a poem with few votes and says so, so a handful cannot top the queue', () => {
    const { score, reasons } = scoreOf(allBad(5));
    expect(score).toBe(25);
    expect(reasons.at(-1)).toBe('Only 5 votes so far: the score counts in full from 20 votes.');
  });

  it('is 0 with no counted votes', () => {
    expect(scoreOf({ ...allBad(0), voidedVotes: 2 })).toEqual({ score: 0, reasons: ['No counted votes yet.', '2 voided votes are left out.'] });
  });
});

import { RecentTallies } from '../../server/fanout/recentTallies';

const tally = (poemId: string, voteCount: number) => ({ poemId, voteCount, voteVersion: voteCount, frozen: false, nightVoteCount: 0 });

describe('the tallies an instance remembers', () => {
  let now = 1_000_000;
  const clock = () => now;

  it("gives each of a topic's poems that changed at or after a time once, at its newest count", () => {
    const recent = new RecentTallies(60_000, clock);
    recent.note('rain', [tally('a', 1), tally('b', 1)]);
    now += 1_000;
    recent.note('rain', [tally('a', 2)]);
    recent.note('ubuntu', [tally('c', 5)]);
    now += 1_000;
    expect(recent.changedSince('rain', now - 1_000)).toEqual([tally('a', 2)]);
    expect(recent.changedSince('rain', now - 2_000)).toEqual([tally('b', 1), tally('a', 2)]);
    expect(recent.changedSince('ubuntu', now - 2_000)).toEqual([tally('c', 5)]);
    expect(recent.changedSince('rain', now)).toEqual([]);
  });

  it('does not answer for a time before it started or further back than it keeps, and forgets what is older', () => {
    const started = now;
    const recent = new RecentTallies(60_000, clock);
    expect(recent.changedSince('rain', started - 1)).toBeUndefined();
    recent.note('rain', [tally('a', 1)]);
    now += 61_000;
    expect(recent.changedSince('rain', started)).toBeUndefined();
    recent.note('rain', [tally('b', 1)]);
    expect(recent.changedSince('rain', now - 60_000)).toEqual([tally('b', 1)]);
  });
});

import { votes } from '../../server/db/schema';
import { refreshIntegrityScores } from '../../server/integrity/refresh';
import { errorCode, gql } from '../utils/graphql';
import { seedIntegrityScenario, type IntegrityScenario } from '../utils/integrityScenario';
import { withTestServer } from '../utils/withTestServer';

const SIGNALS = `query Signals($poemId: ID!) {
  integritySignals(poemId: $poemId) {
    poemId
    totals { votes voidedVotes withoutAddress addressGroups newAccounts unverified burstCreated blockedVoters }
    addressGroups { group label votes share }
    expectedPerMinute burstThreshold
    bursts { from to votes expected perMinute }
    newAccountShare unverifiedShare burstCreatedShare
    score reasons computedAt
  }
}`;
const QUEUE = `query Queue($topicId: ID, $sort: SubmissionSort) {
  reviewSubmissions(status: APPROVED, topicId: $topicId, sort: $sort) { totalCount counts { approved all } nodes { id integrityScore } }
}`;

type Signals = {
  totals: Record<string, number>;
  addressGroups: { group: string; label: string; votes: number; share: number }[];
  expectedPerMinute: number;
  burstThreshold: number;
  bursts: { from: string; to: string; votes: number; expected: number; perMinute: number[] }[];
  newAccountShare: number;
  unverifiedShare: number;
  burstCreatedShare: number;
  score: number;
  reasons: string[];
};

describe('integrity signals', () => {
  const given = withTestServer({ people: true });
  let scenario: IntegrityScenario;
  beforeAll(async () => {
    scenario = await seedIntegrityScenario(given.server);
  });

  const signalsOf = async (poemId: string) => {
    const response = await gql<{ integritySignals: Signals }>(given.server, SIGNALS, { poemId }, { token: given.admin.token });
    expect(response.errors).toBeUndefined();
    return response.data?.integritySignals as Signals;
  };

  it('reads a planted ring from its votes, with exact figures and the reasons written out', async () => {
    const signals = await signalsOf(scenario.ringPoem.id);
    expect(signals.totals).toEqual({ votes: 30, voidedVotes: 1, withoutAddress: 0, addressGroups: 8, newAccounts: 24, unverified: 24, burstCreated: 24, blockedVoters: 1 });
    expect(signals.addressGroups.slice(0, 2)).toEqual([
      { group: 'ring-address-a', label: 'Address group 1 (ring-a)', votes: 16, share: 16 / 30 },
      { group: 'ring-address-b', label: 'Address group 2 (ring-a)', votes: 8, share: 8 / 30 },
    ]);
    expect(signals.addressGroups).toHaveLength(5);
    // 55 votes over two voted-on poems and ten days of voting.
    expect(signals.expectedPerMinute).toBeCloseTo(55 / 2 / (10 * 24 * 60), 5);
    expect(signals.burstThreshold).toBe(5);
    expect(signals.bursts).toHaveLength(1);
    const [burst] = signals.bursts;
    expect(burst).toMatchObject({ votes: 24, perMinute: [8, 8, 8] });
    expect(Date.parse(burst?.to ?? '') - Date.parse(burst?.from ?? '')).toBe(3 * 60_000);
    expect(burst?.expected).toBeCloseTo(3 * signals.expectedPerMinute, 8);
    expect([signals.newAccountShare, signals.unverifiedShare, signals.burstCreatedShare]).toEqual([0.8, 0.8, 0.8]);
    expect(signals.score).toBe(80);
    expect(signals.reasons).toEqual([
      '24 of 30 votes (80%) came from 2 address groups with 3 or more votes each: +24 points.',
      '24 of 30 votes (80%) were cast in 3 burst minutes, against a normal 0.0019 votes a minute for a poem on this topic: +20 points.',
      "24 of 30 voters (80%) had accounts created in a sign-up burst (5 or more of this poem's voters in the same minute): +16 points.",
      '24 of 30 voters (80%) had accounts less than a day old when they voted: +12 points.',
      '24 of 30 voters (80%) have not verified their email: +8 points.',
      '1 voided vote is left out.',
    ]);
  });

  it('finds nothing in organic voting', async () => {
    const signals = await signalsOf(scenario.cleanPoem.id);
    expect(signals).toMatchObject({ score: 0, bursts: [], newAccountShare: 0, unverifiedShare: 0, burstCreatedShare: 0 });
    expect(signals.reasons).toEqual(['No warning signs among 25 votes: many addresses, a normal pace, established and verified accounts.']);
  });

  it('sorts the review queue and a topic’s poems by score, the ring first and unscored poems last', async () => {
    await signalsOf(scenario.cleanPoem.id);
    await signalsOf(scenario.ringPoem.id);
    const byScore = await gql<{ reviewSubmissions: { totalCount: number; counts: { approved: number; all: number }; nodes: { id: string; integrityScore: number | null }[] } }>(
      given.server,
      QUEUE,
      { topicId: scenario.topic.id, sort: 'INTEGRITY_SCORE' },
      { token: given.admin.token },
    );
    expect(byScore.data?.reviewSubmissions).toEqual({
      totalCount: 3,
      counts: { approved: 3, all: 3 },
      nodes: [
        { id: scenario.ringPoem.id, integrityScore: 80 },
        { id: scenario.cleanPoem.id, integrityScore: 0 },
        { id: scenario.quietPoem.id, integrityScore: null },
      ],
    });
    const badTopic = await gql(given.server, QUEUE, { topicId: 'nope', sort: 'INTEGRITY_SCORE' }, { token: given.admin.token });
    expect([errorCode(badTopic), badTopic.errors?.[0]?.message]).toEqual(['NOT_FOUND', 'Topic not found.']);
  });

  it('rescores poems voted on since their score was computed, and only those', async () => {
    await signalsOf(scenario.ringPoem.id);
    await signalsOf(scenario.cleanPoem.id);
    expect(await refreshIntegrityScores(given.server.db)).toBe(0);
    await given.server.db.insert(votes).values({ poemId: scenario.cleanPoem.id, userId: given.poet.user.id, ipHash: 'late-address' });
    expect(await refreshIntegrityScores(given.server.db)).toBe(1);
    expect((await signalsOf(scenario.cleanPoem.id)).totals.votes).toBe(26);
  });

  it('names no voter: no email, name or address reaches the answer', async () => {
    const response = await gql(given.server, SIGNALS, { poemId: scenario.ringPoem.id }, { token: given.admin.token });
    const text = JSON.stringify(response);
    for (const voter of scenario.voters) {
      expect(text).not.toContain(voter.email);
      expect(text).not.toContain(voter.name);
      expect(text).not.toContain(voter.id);
    }
  });

  it('is for admins only, and says clearly when the poem does not exist', async () => {
    const asPoet = await gql(given.server, SIGNALS, { poemId: scenario.ringPoem.id }, { token: given.poet.token });
    expect([errorCode(asPoet), asPoet.data]).toEqual(['FORBIDDEN', null]);
    const asPoetScore = await gql(given.server, `{ submission(id: "${scenario.ringPoem.id}") { integrityScore } }`, {}, { token: given.poet.token });
    expect(asPoetScore.data).toEqual({ submission: null });
    for (const poemId of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const response = await gql(given.server, SIGNALS, { poemId }, { token: given.admin.token });
      expect([errorCode(response), response.errors?.[0]?.message]).toEqual(['NOT_FOUND', 'Poem not found.']);
    }
  });
});

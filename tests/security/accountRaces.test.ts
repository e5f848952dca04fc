import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, eq } from 'drizzle-orm';
import pg from 'pg';
import { submissions, votes } from '../../server/db/schema';
import { PASSWORD, passwordHashOfPassword } from '../utils/accounts';
import { errorCode, gql, type GraphQLResponse } from '../utils/graphql';
import { mediaFilesOf } from '../utils/mediaFiles';
import { seedApprovedPoem, seedTopic, seedUser, signIn, type SignedIn } from '../utils/scenarios';
import { until } from '../utils/until';
import { submitPoemGql } from '../utils/videoUpload';
import { withTestServer } from '../utils/withTestServer';

const SET_VOTE = `mutation Vote($poemId: ID!) { setVote(input: { poemId: $poemId, voted: true }) { tally { voteCount } } }`;
const DELETE = `mutation Delete($password: String) { deleteAccount(input: { confirmation: "DELETE", password: $password }) { message } }`;
const BLOCK = `mutation Block($userId: ID!) { setUserBlocked(input: { userId: $userId, blocked: true }) { user { id } } }`;
const SUBMIT = `mutation Submit($input: SubmitPoemInput!) { submitPoem(input: $input) { submission { id } } }`;

const video = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/poem.mp4'));
// Real concurrency needs PostgreSQL; the embedded engine runs one statement at a time, so a few rounds do there.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ROUNDS = onPostgres ? 25 : 3;

/** Runs `work` after a random pause of up to `maxMs`, so two requests meet at varying points. */
const after = async <T>(maxMs: number, work: () => Promise<T>): Promise<T> => {
  await new Promise((resolve) => setTimeout(resolve, Math.random() * maxMs));
  return work();
};

describe('a vote or an upload racing its account’s block or deletion', () => {
  const given = withTestServer({ people: true });
  let passwordHash: string;
  let topicId: string;
  let poemId: string;
  beforeAll(async () => {
    passwordHash = await passwordHashOfPassword();
    topicId = (await seedTopic(given.server.db)).id;
    poemId = (await seedApprovedPoem(given.server, topicId)).id;
  });

  const account = async () => signIn(given.server, await seedUser(given.server.db, { passwordHash }));
  const vote = (who: SignedIn) => gql(given.server, SET_VOTE, { poemId }, { token: who.token });
  const block = (who: SignedIn) => gql(given.server, BLOCK, { userId: who.user.id }, { token: given.admin.token });
  const remove = (who: SignedIn) => gql(given.server, DELETE, { password: PASSWORD }, { token: who.token });
  const upload = (who: SignedIn) =>
    submitPoemGql(given.server, SUBMIT, { input: { topicId, title: 'Race', transcript: 'Lines.' } }, { 'input.video': { content: video, name: 'poem.mp4', type: 'video/mp4' } }, { token: who.token });
  const votesOf = async (userId: string) => given.server.db.select().from(votes).where(eq(votes.userId, userId));
  const countedVotes = async () => {
    const [poem] = await given.server.db.select({ voteCount: submissions.voteCount }).from(submissions).where(eq(submissions.id, poemId));
    const [rows] = await given.server.db.select({ value: count() }).from(votes).where(eq(votes.poemId, poemId));
    return { count: poem?.voteCount, rows: rows?.value };
  };
  const pendingOf = async (userId: string) =>
    given.server.db.select().from(submissions).where(and(eq(submissions.userId, userId), eq(submissions.status, 'pending')));

  /** Races `write` against `end` for a new account each round; returns how the writes were answered. */
  async function race(write: (who: SignedIn) => Promise<GraphQLResponse<unknown>>, end: (who: SignedIn) => Promise<GraphQLResponse<unknown>>, jitterMs: number, check: (who: SignedIn) => Promise<void>) {
    const answers: Record<string, number> = {};
    for (let round = 0; round < ROUNDS; round += 1) {
      const who = await account();
      const [written, ended] = await Promise.all([after(jitterMs, () => write(who)), after(jitterMs, () => end(who))]);
      expect(ended.errors).toBeUndefined();
      await check(who);
      const outcome = errorCode(written) ?? 'accepted';
      answers[outcome] = (answers[outcome] ?? 0) + 1;
    }
    return answers;
  }

  // A deletion checks a password first (about 100 ms, more under load), so its vote is sent within that time.
  it.each([
    { ending: 'block', end: block, voteWithinMs: 20 },
    { ending: 'deletion', end: remove, voteWithinMs: 400 },
  ])('leaves no vote of an account ended by a $ending, however the two meet', async ({ ending, end, voteWithinMs }) => {
    const answers = await race((who) => after(voteWithinMs, () => vote(who)), end, 0, async (who) => {
      expect(await votesOf(who.user.id)).toEqual([]);
    });
    const tally = await countedVotes();
    expect(tally.count).toBe(tally.rows);
    console.info(`vote against ${ending}, ${ROUNDS} rounds:`, answers);
  }, 120_000);

  it('leaves no poem or video of a deleted account, however the deletion and the upload meet', async () => {
    const filesBefore = (await mediaFilesOf(given.server)).sort();
    const answers = await race(upload, (who) => after(400, () => remove(who)), 0, async (who) => {
      expect(await pendingOf(who.user.id)).toEqual([]);
    });
    expect((await mediaFilesOf(given.server)).sort()).toEqual(filesBefore);
    console.info(`upload against deletion, ${ROUNDS} rounds:`, answers);
  }, 120_000);

  (onPostgres ? it : it.skip)('refuses a vote and an upload that wait on a block in progress, once it commits', async () => {
    const who = await account();
    const filesBefore = (await mediaFilesOf(given.server)).sort();
    const blocker = new pg.Client({ connectionString: given.server.env.DATABASE_URL });
    const watcher = new pg.Client({ connectionString: given.server.env.DATABASE_URL });
    await Promise.all([blocker.connect(), watcher.connect()]);
    try {
      // What a block does first, held open: the account's row locked for update, then marked blocked.
      await blocker.query('begin');
      await blocker.query('select id from users where id = $1 for update', [who.user.id]);
      await blocker.query('update users set blocked_at = now() where id = $1', [who.user.id]);
      const writes = Promise.all([vote(who), upload(who)]);
      await until(async () => {
        const { rows } = await watcher.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return rows[0]?.waiting === 2;
      }, 'the vote and the upload never waited on the account', { timeoutMs: 20_000 });
      await blocker.query('commit');
      const [voted, uploaded] = await writes;
      expect(voted.errors?.[0]).toMatchObject({ message: 'You must be logged in to vote', extensions: { code: 'UNAUTHENTICATED' } });
      expect(errorCode(uploaded)).toBe('UNAUTHENTICATED');
    } finally {
      await Promise.all([blocker.end(), watcher.end()]);
    }
    expect(await votesOf(who.user.id)).toEqual([]);
    expect(await given.server.db.select().from(submissions).where(eq(submissions.userId, who.user.id))).toEqual([]);
    expect((await mediaFilesOf(given.server)).sort()).toEqual(filesBefore);
  }, 60_000);
});

import { count, eq } from 'drizzle-orm';
import { rewards, users } from '../../server/db/schema';
import { errorCode, gql } from '../utils/graphql';
import { mp4Bytes, storeMediaFile } from '../utils/mediaFiles';
import { seedProcessedSubmission, seedTopic, seedUser, signIn } from '../utils/scenarios';
import { openSocket, untilSubscribed } from '../utils/sockets';
import { withTestServer } from '../utils/withTestServer';

const APPROVE = `mutation Approve($id: ID!, $feedback: String) {
  approveSubmission(input: { id: $id, feedback: $feedback }) { submission { id status feedback approvalReward { amountCents status } } }
}`;
const REJECT = `mutation Reject($id: ID!, $reason: String!) {
  rejectSubmission(input: { id: $id, reason: $reason }) { submission { id status feedback } }
}`;
const TAKE_DOWN = `mutation TakeDown($id: ID!, $reason: String!) {
  takeDownSubmission(input: { id: $id, reason: $reason }) { submission { id takenDown } }
}`;
const POEM = `query Poem($id: ID!) { poem(id: $id) { id authorName videoUrl renditions { url } } }`;
const HISTORY = `query History($id: ID!) { submissionHistory(id: $id) { kind detail actor { id } } }`;
const SUBMISSION = `query Submission($id: ID!) { submission(id: $id) { id submitter { email } } }`;

describe('reviewing submissions', () => {
  const given = withTestServer({ mailbox: true, people: true });
  let topicId: string;
  beforeAll(async () => {
    topicId = (await seedTopic(given.server.db)).id;
  });

  const pendingPoem = async (owner = given.poet) =>
    seedProcessedSubmission(
      given.server.db,
      { userId: owner.user.id, topicId, title: 'Grandmother’s Hands', videoKey: await storeMediaFile(given.server, mp4Bytes(), 'videos') },
      [{ key: await storeMediaFile(given.server, mp4Bytes(), 'renditions'), height: 720, size: mp4Bytes().length }],
    );
  type PublicPoem = { authorName: string; videoUrl: string | null; renditions: { url: string }[] };

  it('approves: the poem goes public, its poet is counted and told, and R50 enters the ledger', async () => {
    const submission = await pendingPoem();
    expect((await gql(given.server, POEM, { id: submission.id })).data).toEqual({ poem: null });

    const response = await gql(given.server, APPROVE, { id: submission.id, feedback: 'Powerful closing line.' }, { token: given.admin.token });
    expect(response.data).toEqual({
      approveSubmission: { submission: { id: submission.id, status: 'APPROVED', feedback: 'Powerful closing line.', approvalReward: { amountCents: 5000, status: 'PENDING' } } },
    });
    const poem = await gql<{ poem: PublicPoem }>(given.server, POEM, { id: submission.id });
    expect(poem.data?.poem).toMatchObject({ authorName: 'Thandi Poet', videoUrl: null, renditions: [{ url: expect.stringMatching(/^\/media\/renditions\/[0-9a-f-]{36}\.mp4$/) }] });
    expect((await fetch(`${given.server.url}${poem.data?.poem.renditions[0]?.url}`)).status).toBe(200);
    // The upload itself stays private.
    expect((await fetch(`${given.server.url}/media/${submission.videoKey}`)).status).toBe(404);
    const [author] = await given.server.db.select().from(users).where(eq(users.id, given.poet.user.id));
    expect(author?.poemsAccepted).toBe(1);
    const mail = await given.mailbox.next(given.poet.user.email, /approved/);
    expect(mail.text).toContain('Powerful closing line.');
    const history = await gql<{ submissionHistory: { kind: string }[] }>(given.server, HISTORY, { id: submission.id }, { token: given.admin.token });
    expect(history.data?.submissionHistory.map((event) => event.kind)).toEqual(['APPROVED', 'REWARD_ADDED']);
  });

  it('rejects only with a reason, which the poet is told', async () => {
    const submission = await pendingPoem();
    const empty = await gql(given.server, REJECT, { id: submission.id, reason: '   ' }, { token: given.admin.token });
    expect(empty.errors?.[0]).toMatchObject({ message: 'Please provide a reason for rejection.', extensions: { field: 'reason' } });
    const rejected = await gql(given.server, REJECT, { id: submission.id, reason: 'Off topic.' }, { token: given.admin.token });
    expect(rejected.data).toEqual({ rejectSubmission: { submission: { id: submission.id, status: 'REJECTED', feedback: 'Off topic.' } } });
    expect((await given.mailbox.next(given.poet.user.email, /not approved/)).text).toContain('Off topic.');
    const [author] = await given.server.db.select().from(users).where(eq(users.id, given.poet.user.id));
    expect(author?.poemsRejected).toBe(1);
    expect((await gql(given.server, POEM, { id: submission.id })).data).toEqual({ poem: null });
  });

  it('decides a submission once: a second decision is a conflict', async () => {
    const submission = await pendingPoem();
    await gql(given.server, APPROVE, { id: submission.id }, { token: given.admin.token });
    const again = await gql(given.server, REJECT, { id: submission.id, reason: 'Changed my mind' }, { token: given.admin.token });
    expect(again.errors?.[0]).toMatchObject({ message: 'This submission has already been reviewed.', extensions: { code: 'CONFLICT' } });
  });

  it('leaves one decision and at most one R50 when two admins decide at once', async () => {
    const otherAdmin = await signIn(given.server, await seedUser(given.server.db, { role: 'admin' }));
    for (let round = 0; round < 5; round += 1) {
      const submission = await pendingPoem();
      const results = await Promise.all([
        gql(given.server, APPROVE, { id: submission.id }, { token: given.admin.token }),
        gql(given.server, APPROVE, { id: submission.id }, { token: otherAdmin.token }),
        gql(given.server, REJECT, { id: submission.id, reason: 'No' }, { token: otherAdmin.token }),
      ]);
      expect(results.filter((result) => !result.errors)).toHaveLength(1);
      expect(results.filter((result) => errorCode(result) === 'CONFLICT')).toHaveLength(2);
      const [entries] = await given.server.db.select({ value: count() }).from(rewards).where(eq(rewards.submissionId, submission.id));
      expect(entries?.value).toBe(results[2]?.errors ? 1 : 0);
    }
  });

  it('takes an approved poem out of public view, keeping its reward', async () => {
    const submission = await pendingPoem();
    await gql(given.server, APPROVE, { id: submission.id }, { token: given.admin.token });
    const renditionUrl = (await gql<{ poem: PublicPoem }>(given.server, POEM, { id: submission.id })).data?.poem.renditions[0]?.url;
    expect((await fetch(`${given.server.url}${renditionUrl}`)).status).toBe(200);
    const down = await gql(given.server, TAKE_DOWN, { id: submission.id, reason: 'Copied from another poet' }, { token: given.admin.token });
    expect(down.data).toEqual({ takeDownSubmission: { submission: { id: submission.id, takenDown: true } } });
    expect((await gql(given.server, POEM, { id: submission.id })).data).toEqual({ poem: null });
    expect((await fetch(`${given.server.url}${renditionUrl}`)).status).toBe(404);
    const [reward] = await given.server.db.select().from(rewards).where(eq(rewards.submissionId, submission.id));
    expect(reward?.status).toBe('pending');
  });

  it('shows a submission to its owner and admins only, and its submitter to admins only', async () => {
    const submission = await pendingPoem();
    expect((await gql(given.server, SUBMISSION, { id: submission.id }, { token: given.poet.token })).data).toEqual({ submission: { id: submission.id, submitter: null } });
    expect((await gql(given.server, SUBMISSION, { id: submission.id }, { token: given.otherPoet.token })).data).toEqual({ submission: null });
    expect((await gql(given.server, SUBMISSION, { id: submission.id }, { token: given.admin.token })).data).toEqual({
      submission: { id: submission.id, submitter: { email: given.poet.user.email } },
    });
  });

  it('refuses review to poets and visitors, changing nothing', async () => {
    const submission = await pendingPoem();
    expect(errorCode(await gql(given.server, APPROVE, { id: submission.id }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(given.server, APPROVE, { id: submission.id }, { token: given.poet.token }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(given.server, REJECT, { id: submission.id, reason: 'x' }, { token: given.otherPoet.token }))).toBe('FORBIDDEN');
    const [entries] = await given.server.db.select({ value: count() }).from(rewards).where(eq(rewards.submissionId, submission.id));
    expect(entries?.value).toBe(0);
  });

  it('tells a poet live about their own submissions only, and opens the review queue to admins only', async () => {
    const running = given.server.server.subscriptionCount();
    const mine = await openSocket(given.server, { token: given.poet.token });
    const theirs = await openSocket(given.server, { token: given.otherPoet.token });
    const queue = await openSocket(given.server, { token: given.admin.token });
    const myChanges = mine.subscribe<{ mySubmissionChanged: { id: string; status: string; feedback: string } }>(
      'subscription { mySubmissionChanged { id status feedback } }',
    );
    const theirChanges = theirs.subscribe('subscription { mySubmissionChanged { id } }');
    const queueChanges = queue.subscribe<{ reviewQueueChanged: { pendingCount: number; submission: { id: string } } }>(
      'subscription { reviewQueueChanged { pendingCount submission { id } } }',
    );
    const refused = theirs.subscribe('subscription { reviewQueueChanged { pendingCount } }');
    expect((await refused.errors)?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await untilSubscribed(given.server, running + 3);

    const submission = await pendingPoem();
    await gql(given.server, APPROVE, { id: submission.id, feedback: 'Lovely' }, { token: given.admin.token });
    expect(await myChanges.next()).toEqual({ mySubmissionChanged: { id: submission.id, status: 'APPROVED', feedback: 'Lovely' } });
    expect((await queueChanges.next()).reviewQueueChanged.submission.id).toBe(submission.id);
    // Changes arrive in order: the first the other poet hears of is their own.
    const theirSubmission = await pendingPoem(given.otherPoet);
    await gql(given.server, APPROVE, { id: theirSubmission.id }, { token: given.admin.token });
    expect(await theirChanges.next()).toEqual({ mySubmissionChanged: { id: theirSubmission.id } });
    await Promise.all([mine.dispose(), theirs.dispose(), queue.dispose()]);
  });
});

import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import { rewards, submissions, topics, users, videoUploads, votes } from '../../server/db/schema';
import { uploadsDirOf } from '../../server/uploads/videoUploads';
import { topicVotesChannel } from '../../server/fanout/tallies';
import { PASSWORD, passwordHashOfPassword, REGISTER, registration } from '../utils/accounts';
import { untilWatching } from '../utils/events';
import { errorCode, gql } from '../utils/graphql';
import { mediaFilesOf } from '../utils/mediaFiles';
import { markVideoProcessed, seedApprovedPoem, seedTopic, seedUser, signIn, signedInPoets, type SignedIn } from '../utils/scenarios';
import { openSocket, type Subscription } from '../utils/sockets';
import { beginVideoUpload, sendVideoBytes, submitPoemGql, uploadIdOf, uploadVideo } from '../utils/videoUpload';
import { withTestServer } from '../utils/withTestServer';

const SET_VOTE = `mutation Vote($poemId: ID!, $voted: Boolean!) { setVote(input: { poemId: $poemId, voted: $voted }) { tally { voteCount frozen } } }`;
const DELETE = `mutation Delete($password: String) { deleteAccount(input: { confirmation: "DELETE", password: $password }) { message } }`;
const POEM = `query Poem($id: ID!) { poem(id: $id) { voteCount frozen authorName } }`;
const WATCH = `subscription Watch($topicId: ID!) { topicVotes(topicId: $topicId) { tallies { poemId voteCount frozen } } }`;
const BLOCK = `mutation Block($input: SetUserBlockedInput!) { setUserBlocked(input: $input) { user { id blocked } } }`;
const GOOGLE_SIGN_IN = `mutation Google($input: GoogleSignInInput!) { googleSignIn(input: $input) { account { id } } }`;
const SUBMIT = `mutation Submit($input: SubmitPoemInput!) { submitPoem(input: $input) { submission { id } } }`;
const WITHDRAW = `mutation Withdraw($id: ID!) { withdrawSubmission(input: { id: $id }) { submission { status } } }`;
const APPROVE = `mutation Approve($id: ID!) { approveSubmission(input: { id: $id }) { submission { status } } }`;
const REJECT = `mutation Reject($id: ID!) { rejectSubmission(input: { id: $id, reason: "Off topic." }) { submission { status } } }`;

const HELD = /^An account with this email was deleted less than 30 days ago\. The address can be used to register again from \d{1,2} \w+ \d{4}\.$/;
const video = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/poem.mp4'));

type PoemRead = { poem: { voteCount: number; frozen: boolean; authorName: string } };
type Tally = { poemId: string; voteCount: number; frozen: boolean };
type TopicVotes = { topicVotes: { tallies: Tally[] } };

/** The tallies of the first update that says `poemId` is now at `voteCount` (a batch from before may come first). */
async function tallyReaching(updates: Subscription<TopicVotes>, poemId: string, voteCount: number): Promise<Tally[]> {
  for (;;) {
    const { tallies } = (await updates.next()).topicVotes;
    if (tallies.some((tally) => tally.poemId === poemId && tally.voteCount === voteCount)) return tallies;
  }
}

describe('votes that cannot be farmed', () => {
  const given = withTestServer({ google: true, people: true });

  /** A poet who signs in with PASSWORD, signed in. */
  const farmer = async (email?: string) => signIn(given.server, await seedUser(given.server.db, { email, passwordHash: await passwordHashOfPassword() }));
  const vote = (who: SignedIn, poemId: string, voted = true) => gql(given.server, SET_VOTE, { poemId, voted }, { token: who.token });
  const readPoem = async (id: string) => (await gql<PoemRead>(given.server, POEM, { id })).data?.poem;
  const votesOf = async (userId: string) => (await given.server.db.select().from(votes).where(eq(votes.userId, userId))).map((row) => row.poemId);

  it("withdraws a deleted account's votes on open topics, live, and leaves closed topics and poems frozen at 500 as decided", async () => {
    const open = await seedTopic(given.server.db);
    const closing = await seedTopic(given.server.db, { votingEndsAt: new Date(Date.now() + 3600_000) });
    const openPoem = await seedApprovedPoem(given.server, open.id);
    const frozenPoem = await seedApprovedPoem(given.server, open.id, { voteCount: 499, voteVersion: 499 });
    const closedPoem = await seedApprovedPoem(given.server, closing.id);
    const [fan] = await signedInPoets(given.server, 1);
    const account = await farmer();
    for (const poem of [openPoem, frozenPoem, closedPoem]) expect((await vote(account, poem.id)).errors).toBeUndefined();
    expect((await vote(fan as SignedIn, openPoem.id)).errors).toBeUndefined();
    expect(await readPoem(frozenPoem.id)).toMatchObject({ voteCount: 500, frozen: true });
    await given.server.db.update(topics).set({ votingEndsAt: new Date(Date.now() - 1000) }).where(eq(topics.id, closing.id));

    const watcher = await openSocket(given.server);
    const updates = watcher.subscribe<TopicVotes>(WATCH, { topicId: open.id });
    await untilWatching(given.server, topicVotesChannel(open.id));
    const deleted = await gql(given.server, DELETE, { password: PASSWORD }, { token: account.token });
    expect(deleted.errors).toBeUndefined();

    // The votes cast just before watching may be handed out in the same batch: the frozen poem stays at 500.
    for (const tally of await tallyReaching(updates, openPoem.id, 1)) {
      expect(tally).toEqual(tally.poemId === openPoem.id ? { poemId: openPoem.id, voteCount: 1, frozen: false } : { poemId: frozenPoem.id, voteCount: 500, frozen: true });
    }
    expect(await readPoem(openPoem.id)).toMatchObject({ voteCount: 1 });
    expect(await readPoem(frozenPoem.id)).toMatchObject({ voteCount: 500, frozen: true });
    const [closedRow] = await given.server.db.select().from(submissions).where(eq(submissions.id, closedPoem.id));
    expect(closedRow?.voteCount).toBe(1);
    expect((await votesOf(account.user.id)).sort()).toEqual([frozenPoem.id, closedPoem.id].sort());
    await watcher.dispose();
  });

  it('holds the address of a deleted account for 30 days, however it is spelled, Google sign-up included', async () => {
    const account = await farmer('farm.hand@gmail.com');
    expect((await gql(given.server, DELETE, { password: PASSWORD }, { token: account.token })).errors).toBeUndefined();
    // A password sign-up is answered as any other (the inbox's owner is told by mail); Google has
    // shown its caller holds the inbox, so it is told why.
    const fresh = await gql(given.server, REGISTER, { input: registration({ email: 'farm.hand.one@gmail.com' }) });
    for (const email of ['farm.hand@gmail.com', 'FarmHand+again@googlemail.com']) {
      const again = await gql(given.server, REGISTER, { input: registration({ email }) });
      expect({ data: again.data, errors: again.errors }).toEqual({ data: fresh.data, errors: fresh.errors });
    }
    expect(await given.server.db.select().from(users).where(eq(users.emailCanonical, 'farmhand@gmail.com'))).toEqual([]);
    const viaGoogle = await gql(given.server, GOOGLE_SIGN_IN, { input: { credential: given.google.idToken({ email: 'farmhand@gmail.com' }), acceptTerms: true } });
    expect(viaGoogle.errors?.[0]?.message).toMatch(HELD);
    expect(viaGoogle.headers.get('set-cookie')).toBeNull();
    expect((await gql(given.server, REGISTER, { input: registration({ email: 'farm.hand.two@gmail.com' }) })).errors).toBeUndefined();
  });

  it("stops counting a blocked account's votes on open topics; unblocking does not restore them, but the poet may vote again", async () => {
    const topic = await seedTopic(given.server.db);
    const poems = [await seedApprovedPoem(given.server, topic.id), await seedApprovedPoem(given.server, topic.id)];
    const account = await farmer();
    for (const poem of poems) expect((await vote(account, poem.id)).errors).toBeUndefined();

    const watcher = await openSocket(given.server);
    const updates = watcher.subscribe<TopicVotes>(WATCH, { topicId: topic.id });
    await untilWatching(given.server, topicVotesChannel(topic.id));
    expect((await gql(given.server, BLOCK, { input: { userId: account.user.id, blocked: true } }, { token: given.admin.token })).errors).toBeUndefined();
    const tallies = await tallyReaching(updates, poems[0]?.id ?? '', 0);
    expect(tallies.sort((a, b) => a.poemId.localeCompare(b.poemId))).toEqual(
      poems.map((poem) => ({ poemId: poem.id, voteCount: 0, frozen: false })).sort((a, b) => a.poemId.localeCompare(b.poemId)),
    );
    expect(await votesOf(account.user.id)).toEqual([]);

    expect((await gql(given.server, BLOCK, { input: { userId: account.user.id, blocked: false } }, { token: given.admin.token })).errors).toBeUndefined();
    expect(await readPoem(poems[0]?.id ?? '')).toMatchObject({ voteCount: 0 });
    const back = await signIn(given.server, account.user);
    expect((await vote(back, poems[0]?.id ?? '')).errors).toBeUndefined();
    expect(await readPoem(poems[0]?.id ?? '')).toMatchObject({ voteCount: 1 });
    await watcher.dispose();
  });

  it('accepts a Google ID token once, even when it is sent twice at once', async () => {
    const credential = given.google.idToken({ email: 'once.only@gmail.com' });
    const first = await gql(given.server, GOOGLE_SIGN_IN, { input: { credential, acceptTerms: true } });
    expect(first.errors).toBeUndefined();
    const replayed = await gql(given.server, GOOGLE_SIGN_IN, { input: { credential } });
    expect(replayed.errors?.[0]).toMatchObject({ message: 'Failed to sign in with Google. Please try again.', extensions: { code: 'UNAUTHENTICATED' } });
    expect(replayed.headers.get('set-cookie')).toBeNull();

    const twice = given.google.idToken({ email: 'once.only@gmail.com' });
    const both = await Promise.all([1, 2].map(() => gql(given.server, GOOGLE_SIGN_IN, { input: { credential: twice } })));
    expect(both.filter((answer) => answer.headers.get('set-cookie'))).toHaveLength(1);
    expect(both.filter((answer) => errorCode(answer) === 'UNAUTHENTICATED')).toHaveLength(1);
  });

  it("removes a deleted account's pending, rejected and withdrawn poems with their videos, so none can be approved, and keeps its approved poem", async () => {
    const topic = await seedTopic(given.server.db);
    const poet = await farmer();
    const upload = async (title: string) => {
      const answer = await submitPoemGql<{ submitPoem: { submission: { id: string } } }>(
        given.server, SUBMIT, { input: { topicId: topic.id, title, transcript: 'Lines.' } }, { 'input.video': { content: video, name: 'poem.mp4', type: 'video/mp4' } }, { token: poet.token },
      );
      return answer.data?.submitPoem.submission.id as string;
    };
    const filesBefore = new Set(await mediaFilesOf(given.server));
    const [pending, rejected, withdrawn, approved] = [await upload('Pending'), await upload('Rejected'), await upload('Withdrawn'), await upload('Approved')];
    expect((await gql(given.server, REJECT, { id: rejected }, { token: given.admin.token })).errors).toBeUndefined();
    expect((await gql(given.server, WITHDRAW, { id: withdrawn }, { token: poet.token })).errors).toBeUndefined();
    await markVideoProcessed(given.server.db, approved);
    expect((await gql(given.server, APPROVE, { id: approved }, { token: given.admin.token })).errors).toBeUndefined();
    const poetFiles = (await mediaFilesOf(given.server)).filter((file) => !filesBefore.has(file));
    expect(poetFiles).toHaveLength(4);

    expect((await gql(given.server, DELETE, { password: PASSWORD }, { token: poet.token })).errors).toBeUndefined();
    const left = await given.server.db.select().from(submissions).where(inArray(submissions.id, [pending, rejected, withdrawn, approved] as string[]));
    expect(left.map((row) => row.id)).toEqual([approved]);
    const filesAfter = new Set(await mediaFilesOf(given.server));
    expect(poetFiles.filter((file) => filesAfter.has(file))).toEqual([left[0]?.videoKey]);
    expect(await readPoem(approved as string)).toMatchObject({ authorName: 'Anonymous Poet' });

    expect(errorCode(await gql(given.server, APPROVE, { id: pending }, { token: given.admin.token }))).toBe('NOT_FOUND');
    const pendingRewards = await given.server.db.select().from(rewards).where(and(eq(rewards.userId, poet.user.id), eq(rewards.kind, 'approval')));
    expect(pendingRewards.map((reward) => reward.submissionId)).toEqual([approved]);
  });

  it("deletes a deleted account's unsent uploads, finished or not, with their bytes at once", async () => {
    const poet = await farmer();
    const unfinished = uploadIdOf(await beginVideoUpload(given.server, video.length * 2, 'half.mp4', { token: poet.token }));
    expect((await sendVideoBytes(given.server, unfinished, video, 0, { token: poet.token })).status).toBe(204);
    const filesBefore = new Set(await mediaFilesOf(given.server));
    const finished = await uploadVideo(given.server, { content: video, name: 'whole.mp4' }, { token: poet.token });
    expect(finished).toHaveProperty('id');
    const finishedFiles = (await mediaFilesOf(given.server)).filter((file) => !filesBefore.has(file));
    expect(finishedFiles).toHaveLength(1);
    const uploadsDir = uploadsDirOf(given.server.server.runtime.config);
    expect(await readdir(uploadsDir)).toContain(unfinished);

    expect((await gql(given.server, DELETE, { password: PASSWORD }, { token: poet.token })).errors).toBeUndefined();
    expect(await given.server.db.select().from(videoUploads).where(eq(videoUploads.userId, poet.user.id))).toEqual([]);
    expect((await readdir(uploadsDir)).filter((file) => file.startsWith(unfinished))).toEqual([]);
    const filesAfter = new Set(await mediaFilesOf(given.server));
    expect(finishedFiles.filter((file) => filesAfter.has(file))).toEqual([]);
  });
});

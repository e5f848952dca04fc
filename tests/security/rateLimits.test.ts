import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { mailMessages, submissions, videoUploads, votes, type UserRow } from '../../server/db/schema';
import { MAX_VIDEO_BYTES } from '../../server/uploads/videoUploads';
import { UPLOAD_BYTES_PER_DAY, type LimitName } from '../../server/security/rateLimits';
import { LOGIN, PASSWORD, passwordHashOfPassword, quickPasswordHashOfPassword, REGISTER, registration } from '../utils/accounts';
import { errorCode, gql, type GraphQLResponse } from '../utils/graphql';
import { mediaFilesOf } from '../utils/mediaFiles';
import { seedApprovedPoem, seedTopic, seedUser, signIn, signedInPoets } from '../utils/scenarios';
import { startTestServer, TEST_ADMIN_PASSCODE, type TestServer } from '../utils/server';
import type { UploadFile } from '../utils/upload';
import { beginVideoUpload, submitPoemGql } from '../utils/videoUpload';
import { withTestServer } from '../utils/withTestServer';

const REGISTER_ADMIN = `mutation RegisterAdmin($input: RegisterAdminInput!) { registerAdmin(input: $input) { message } }`;
const STEP_DOWN = `mutation StepDown($userId: ID!) { stepDownAdmin(input: { userId: $userId }) { user { id } } }`;
const FORGOT = `mutation Forgot($email: String!) { requestPasswordReset(input: { email: $email }) { message } }`;
const RESEND = `mutation Resend($email: String!) { resendVerification(input: { email: $email }) { message } }`;
const SET_VOTE = `mutation Vote($poemId: ID!, $voted: Boolean!) { setVote(input: { poemId: $poemId, voted: $voted }) { tally { voteCount } } }`;
const SUBMIT = `mutation Submit($input: SubmitPoemInput!) { submitPoem(input: $input) { submission { id } } }`;

const BEHIND_PROXY = { env: { TRUST_PROXY: 'loopback' } };
/** A venue's one address, which the proxy in front names for every phone in the room. */
const VENUE = '198.51.100.77';

/** Uses up all but `left` of `name` for `address`, as the server counts it. */
async function spendAllBut(server: TestServer, name: LimitName, address: string, left: number): Promise<void> {
  const { limits } = server.server.runtime;
  await limits.consume(name, address, (await limits.remaining(name, address)).remaining - left);
}

const video = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/poem.mp4'));

/** Every error of a throttled answer looks like this: a message for people, the code, and when to come back. */
function expectRateLimited(response: GraphQLResponse<unknown>, message: RegExp, maxWaitSeconds: number): void {
  const error = response.errors?.[0];
  expect(error?.extensions?.code).toBe('RATE_LIMITED');
  expect(error?.message).toMatch(message);
  const wait = error?.extensions?.retryAfterSeconds as number;
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(maxWaitSeconds);
}

const adminRegistration = (passcode: string) => {
  const { name, email, password } = registration();
  return { name, email, password, passcode };
};

describe('sign-in limits', () => {
  const given = withTestServer();

  it('throttles a load of guesses at one account while another account signs in from the same address', async () => {
    const passwordHash = await passwordHashOfPassword();
    const target = await seedUser(given.server.db, { passwordHash });
    const neighbour = await seedUser(given.server.db, { passwordHash });
    const started = performance.now();
    const guesses = Array.from({ length: 300 }, (_, index) => gql(given.server, LOGIN, { email: target.email, password: `guess number ${index}` }));
    const neighbourStarted = performance.now();
    const neighbourLogin = await gql(given.server, LOGIN, { email: neighbour.email, password: PASSWORD });
    const neighbourMs = performance.now() - neighbourStarted;
    const answers = await Promise.all(guesses);
    const allMs = performance.now() - started;

    expect(neighbourLogin.errors).toBeUndefined();
    expect(neighbourLogin.headers.get('set-cookie')).toMatch(/spoken_session=/);
    const checked = answers.filter((answer) => errorCode(answer) === 'UNAUTHENTICATED');
    const throttled = answers.filter((answer) => errorCode(answer) === 'RATE_LIMITED');
    expect(checked).toHaveLength(10);
    expect(throttled).toHaveLength(290);
    expectRateLimited(throttled[0] as GraphQLResponse<unknown>, /^Too many failed sign-in attempts for this account\. Please try again in \d+ minutes?\.$/, 15 * 60);
    console.info(
      `300 guesses at one account: ${checked.length} checked, ${throttled.length} throttled, all answered in ${Math.round(allMs)} ms; ` +
        `another account signed in from the same address meanwhile in ${Math.round(neighbourMs)} ms`,
    );

    const rightPassword = await gql(given.server, LOGIN, { email: target.email, password: PASSWORD });
    expect(errorCode(rightPassword)).toBe('RATE_LIMITED');
    expect(rightPassword.headers.get('set-cookie')).toBeNull();
  });

  it('counts guesses at any spelling of an address as one account, and clears the count on the right password', async () => {
    const owner = await seedUser(given.server.db, { email: 'kea.mosia@gmail.com', passwordHash: await passwordHashOfPassword() });
    const spellings = ['kea.mosia@gmail.com', 'KeaMosia@gmail.com', 'kea.mosia+x@googlemail.com'];
    for (let attempt = 0; attempt < 9; attempt += 1) {
      expect(errorCode(await gql(given.server, LOGIN, { email: spellings[attempt % 3], password: 'not it at all' }))).toBe('UNAUTHENTICATED');
    }
    expect((await gql(given.server, LOGIN, { email: owner.email, password: PASSWORD })).errors).toBeUndefined();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(errorCode(await gql(given.server, LOGIN, { email: 'keamosia@gmail.com', password: 'still not it' }))).toBe('UNAUTHENTICATED');
    }
    expect(errorCode(await gql(given.server, LOGIN, { email: owner.email, password: PASSWORD }))).toBe('RATE_LIMITED');
  });
});

describe('a venue behind one address', () => {
  const given = withTestServer(BEHIND_PROXY);
  const fromVenue = { forwardedFor: VENUE };
  const login = (email: string, password: string) => gql(given.server, LOGIN, { email, password }, fromVenue);

  it('lets a room of 300 sign up, and 300 sign in with a typo each, from one address, while 50 guesses at one account from it are throttled', async () => {
    // The first 290 of the room are counted as the server counts them; the last ten come for real.
    const { limits } = given.server.server.runtime;
    await limits.consume('registrationsPerAddress', VENUE, 290);
    await limits.consume('passwordChecksPerAddress', VENUE, 580);
    await limits.consume('passwordFailuresPerAddress', VENUE, 290);

    const signUps = await Promise.all(Array.from({ length: 10 }, () => gql(given.server, REGISTER, { input: registration() }, fromVenue)));
    expect(signUps.filter((answer) => answer.errors)).toEqual([]);

    const passwordHash = quickPasswordHashOfPassword();
    const room: UserRow[] = [];
    for (let seat = 0; seat < 10; seat += 1) room.push(await seedUser(given.server.db, { passwordHash }));
    const typos = await Promise.all(room.map((person) => login(person.email, 'correct horse batery')));
    expect(typos.filter((answer) => errorCode(answer) !== 'UNAUTHENTICATED')).toEqual([]);
    const logins = await Promise.all(room.map((person) => login(person.email, PASSWORD)));
    expect(logins.filter((answer) => answer.errors)).toEqual([]);

    const target = room[0] as UserRow;
    const guesses = await Promise.all(Array.from({ length: 50 }, (_, index) => login(target.email, `guess number ${index}`)));
    expect(guesses.filter((answer) => errorCode(answer) === 'UNAUTHENTICATED')).toHaveLength(10);
    const throttled = guesses.filter((answer) => errorCode(answer) === 'RATE_LIMITED');
    expect(throttled).toHaveLength(40);
    expectRateLimited(throttled[0] as GraphQLResponse<unknown>, /^Too many failed sign-in attempts for this account\. Please try again in \d+ minutes?\.$/, 15 * 60);
  });

  it('stops one address past 500 wrong passwords a quarter hour at any accounts, the right password included', async () => {
    const person = await seedUser(given.server.db, { passwordHash: quickPasswordHashOfPassword() });
    await spendAllBut(given.server, 'passwordFailuresPerAddress', VENUE, 2);
    for (let guess = 0; guess < 2; guess += 1) expect(errorCode(await login(`sprayed.${guess}@gmail.com`, 'Password1'))).toBe('UNAUTHENTICATED');
    expectRateLimited(await login('one.more@gmail.com', 'Password1'), /^Too many failed sign-in attempts from your network\. Please try again in \d+ minutes?\.$/, 15 * 60);
    expect(errorCode(await login(person.email, PASSWORD))).toBe('RATE_LIMITED');
    expect(errorCode(await gql(given.server, LOGIN, { email: person.email, password: PASSWORD }, { forwardedFor: '198.51.100.78' }))).toBeUndefined();
  });

  it('takes 400 sign-ups an hour from one address, those of taken addresses included, then asks the address to wait', async () => {
    const existing = await seedUser(given.server.db);
    await spendAllBut(given.server, 'registrationsPerAddress', VENUE, 2);
    expect((await gql(given.server, REGISTER, { input: registration({ email: existing.email }) }, fromVenue)).errors).toBeUndefined();
    expect((await gql(given.server, REGISTER, { input: registration() }, fromVenue)).errors).toBeUndefined();
    const refused = await gql(given.server, REGISTER, { input: registration() }, fromVenue);
    expectRateLimited(refused, /^Too many accounts have been created from your network\. Please try again in (\d+ minutes?|1 hour)\.$/, 3600);
  });
});

describe('admin passcode limits', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(() => server.close());

  it('answers a full house alike for a right and a wrong passcode, without counting either', async () => {
    const admins = [];
    for (let seat = 0; seat < 5; seat += 1) admins.push(await seedUser(server.db, { role: 'admin' }));
    const answers = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      answers.push(await gql(server, REGISTER_ADMIN, { input: adminRegistration(attempt % 2 ? TEST_ADMIN_PASSCODE : `wrong passcode ${attempt}`) }));
    }
    for (const answer of answers) expect(answer.errors).toEqual(answers[0]?.errors);
    expect(answers[0]?.errors).toMatchObject([{ message: 'Maximum number of admins reached.', extensions: { code: 'CONFLICT' } }]);

    const [first, second] = admins;
    const { token } = await signIn(server, first as UserRow);
    expect((await gql(server, STEP_DOWN, { userId: second?.id }, { token })).errors).toBeUndefined();
    expect((await gql(server, REGISTER_ADMIN, { input: adminRegistration(TEST_ADMIN_PASSCODE) })).errors).toBeUndefined();
  });

  it('stops passcode guessing from one address after 10, the right passcode included', async () => {
    const answers: GraphQLResponse<unknown>[] = [];
    for (let guess = 0; guess < 15; guess += 1) answers.push(await gql(server, REGISTER_ADMIN, { input: adminRegistration(`guess-${guess}-passcode`) }));
    expect(answers.slice(0, 10).map((answer) => answer.errors?.[0]?.message)).toEqual(Array(10).fill('Invalid admin registration passcode.'));
    for (const answer of answers.slice(10)) {
      expectRateLimited(answer, /^Too many admin registration attempts from your network\. Please try again in (\d+ minutes?|1 hour)\.$/, 3600);
    }
    expect(errorCode(await gql(server, REGISTER_ADMIN, { input: adminRegistration(TEST_ADMIN_PASSCODE) }))).toBe('RATE_LIMITED');
  });
});

describe('account mail limits', () => {
  const given = withTestServer(BEHIND_PROXY);

  it('sends one inbox at most 5 account emails an hour asked for from one address, however its address is spelled, and counts only those sent', async () => {
    const owner = await seedUser(given.server.db, { email: 'zodwa.khumalo@gmail.com' });
    const spellings = ['zodwa.khumalo@gmail.com', 'ZodwaKhumalo@gmail.com', 'zodwa.khumalo+poems@googlemail.com'];
    for (let request = 0; request < 5; request += 1) {
      expect((await gql(given.server, REGISTER, { input: registration({ email: spellings[request % 3] }) }, { forwardedFor: VENUE })).errors).toBeUndefined();
    }
    const refused = await gql(given.server, REGISTER, { input: registration({ email: 'zodwakhumalo@gmail.com' }) }, { forwardedFor: VENUE });
    expectRateLimited(refused, /^Too many emails have been sent to this address\. Please try again in (\d+ minutes?|1 hour)\.$/, 3600);
    expect(await given.server.db.$count(mailMessages, eq(mailMessages.toAddress, owner.email))).toBe(5);
    // Asking from another address is its own count; asking for mail that is not sent counts nothing.
    expect((await gql(given.server, REGISTER, { input: registration({ email: owner.email }) }, { forwardedFor: '198.51.100.78' })).errors).toBeUndefined();
    for (let request = 0; request < 10; request += 1) expect((await gql(given.server, FORGOT, { email: 'nobody.here@gmail.com' }, { forwardedFor: VENUE })).errors).toBeUndefined();
  });

  it('takes 300 requests for account email an hour from one address', async () => {
    await spendAllBut(given.server, 'accountMailPerAddress', VENUE, 1);
    expect((await gql(given.server, FORGOT, { email: 'reader.last@gmail.com' }, { forwardedFor: VENUE })).errors).toBeUndefined();
    const refused = await gql(given.server, RESEND, { email: 'reader.last@gmail.com' }, { forwardedFor: VENUE });
    expectRateLimited(refused, /^Too many emails have been requested from your network\. Please try again in (\d+ minutes?|1 hour)\.$/, 3600);
  });
});

describe('vote limits', () => {
  const given = withTestServer();

  it('takes 120 votes a minute from one person, then refuses without counting, while others vote on', async () => {
    const topic = await seedTopic(given.server.db);
    const poems = await Promise.all(Array.from({ length: 4 }, () => seedApprovedPoem(given.server, topic.id)));
    const [toggler, other] = await signedInPoets(given.server, 2);
    for (let change = 0; change < 120; change += 1) {
      const poem = poems[change % 4];
      const answer = await gql(given.server, SET_VOTE, { poemId: poem?.id, voted: change % 8 < 4 }, { token: toggler?.token });
      expect(answer.errors).toBeUndefined();
    }
    const refused = await gql(given.server, SET_VOTE, { poemId: poems[0]?.id, voted: true }, { token: toggler?.token });
    expectRateLimited(refused, /^You are voting too quickly\. Please try again in (\d+ seconds?|1 minute)\.$/, 60);
    const takeBack = await gql(given.server, SET_VOTE, { poemId: poems[0]?.id, voted: false }, { token: toggler?.token });
    expect(errorCode(takeBack)).toBe('RATE_LIMITED');
    const rows = async () => (await given.server.db.select({ value: count() }).from(votes).where(eq(votes.userId, toggler?.user.id ?? '')))[0]?.value;
    expect(await rows()).toBe(0);

    const counted = await gql<{ setVote: { tally: { voteCount: number } } }>(given.server, SET_VOTE, { poemId: poems[0]?.id, voted: true }, { token: other?.token });
    expect(counted.data?.setVote.tally.voteCount).toBe(1);
  });
});

describe('upload limits', () => {
  const given = withTestServer();
  let topicId: string;
  beforeAll(async () => {
    topicId = (await seedTopic(given.server.db)).id;
  });

  const submit = (token: string, file: UploadFile) =>
    submitPoemGql(given.server, SUBMIT, { input: { topicId, title: 'Quota', transcript: 'Words.' } }, { 'input.video': file }, { token });

  it('takes 12 uploads a day from a poet, refused ones included', async () => {
    const poet = await signIn(given.server, await seedUser(given.server.db));
    expect(errorCode(await submit(poet.token, { content: Buffer.from('not a video at all'), name: 'notes.mp4' }))).toBe('BAD_USER_INPUT');
    for (let upload = 1; upload < 12; upload += 1) {
      expect((await submit(poet.token, { content: video, name: 'poem.mp4', type: 'video/mp4' })).errors).toBeUndefined();
    }
    const refused = await submit(poet.token, { content: video, name: 'poem.mp4', type: 'video/mp4' });
    expectRateLimited(refused, /^You have reached today's limit of 12 uploads\. Please try again in \d+ hours?\.$/, 24 * 3600);
    const other = await signIn(given.server, await seedUser(given.server.db));
    expect((await submit(other.token, { content: video, name: 'poem.mp4', type: 'video/mp4' })).errors).toBeUndefined();
  });

  it('counts at most 1,800 MB of video a day for a poet, refusing the upload that would pass it before it begins', async () => {
    const poet = await signIn(given.server, await seedUser(given.server.db));
    // Two and a half full-size videos begun today, counted as the server counts them.
    await given.server.server.runtime.limits.consume('uploadBytesPerPoet', poet.user.id, UPLOAD_BYTES_PER_DAY - MAX_VIDEO_BYTES / 2);
    const files = (await mediaFilesOf(given.server)).length;
    const uploads = (await given.server.db.select({ value: count() }).from(videoUploads))[0]?.value;
    const refused = await beginVideoUpload(given.server, MAX_VIDEO_BYTES, 'long.mp4', { token: poet.token });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatch(/^You have reached today's upload limit of 1,800 MB\. Please try again in \d+ hours?\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await mediaFilesOf(given.server)).length).toBe(files);
    expect((await given.server.db.select({ value: count() }).from(videoUploads))[0]?.value).toBe(uploads);
    // A short poem still fits in what is left of the day.
    expect((await submit(poet.token, { content: video, name: 'poem.mp4', type: 'video/mp4' })).errors).toBeUndefined();
  });
});

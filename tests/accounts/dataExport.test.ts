import { buffer } from 'node:stream/consumers';
import yauzl from 'yauzl';
import { bankDetails, mailMessages, rewards, votes } from '../../server/db/schema';
import { encryptBankDetails } from '../../server/rewards/bankDetails';
import { mp4Bytes, storeMediaFile } from '../utils/mediaFiles';
import { seedApprovedPoem, seedProcessedSubmission, seedTopic, seedUser, signIn, type SignedIn } from '../utils/scenarios';
import { withTestServer } from '../utils/withTestServer';

/** Every file in a zip, by its path. */
async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  for await (const entry of archive.eachEntry()) files.set(entry.fileName, await buffer(await archive.openReadStreamPromise(entry)));
  return files;
}

/** The download as the settings page asks for it, unless told otherwise: a form's POST from the site's own page. */
function download(url: string, person?: SignedIn, init: { method?: string; headers?: Record<string, string> } = {}): Promise<Response> {
  const headers = { ...(init.headers ?? { 'sec-fetch-site': 'same-origin', origin: url }), ...(person ? { cookie: `spoken_session=${person.token}` } : {}) };
  return fetch(`${url}/account/export`, { method: init.method ?? 'POST', headers });
}

const jsonOf = (files: Map<string, Buffer>, name: string): unknown => JSON.parse(files.get(name)?.toString('utf8') ?? 'null');

describe('downloading my data', () => {
  const given = withTestServer({ people: true });

  it('gives a poet one zip of their account, poems and videos, votes, rewards with the bank masked, and mail, and nobody else’s', async () => {
    const { server, poet, otherPoet, admin } = given;
    const topic = await seedTopic(server.db, { title: 'Heritage' });
    const video = mp4Bytes(300_000);
    const poem = await seedProcessedSubmission(server.db, {
      userId: poet.user.id,
      topicId: topic.id,
      title: 'Ode to Soweto',
      status: 'paid',
      videoKey: await storeMediaFile(server, video, 'videos'),
      fileName: 'my ode.mp4',
    });
    const othersPoem = await seedApprovedPoem(server, topic.id, { userId: otherPoet.user.id, title: 'Someone else’s poem' });
    const strangersPoem = await seedApprovedPoem(server, topic.id, { title: 'A stranger’s poem' });
    await server.db.insert(votes).values([
      { poemId: othersPoem.id, userId: poet.user.id },
      { poemId: poem.id, userId: otherPoet.user.id },
      { poemId: strangersPoem.id, userId: otherPoet.user.id },
    ]);
    const key = server.server.runtime.config.secrets.bankKeys.current;
    const details = { bankName: 'FNB', accountType: 'Savings', accountNumber: '62812345678', branchCode: '250655', accountHolder: 'Thandi Poet' };
    await server.db.insert(bankDetails).values({ userId: poet.user.id, ...encryptBankDetails(key, poet.user.id, details) });
    await server.db.insert(rewards).values([
      { userId: poet.user.id, submissionId: poem.id, topicId: topic.id, kind: 'approval', amountCents: 5000, status: 'paid', paidAt: new Date(), paidBy: admin.user.id, paidToBank: 'FNB', paidToAccount: '****5678' },
      { userId: otherPoet.user.id, submissionId: othersPoem.id, topicId: topic.id, kind: 'approval', amountCents: 5000 },
    ]);
    await server.db.insert(mailMessages).values([
      { toAddress: poet.user.email.toUpperCase(), subject: 'Reset your Spoken password', text: 'Open https://spoken.example/reset-password?token=secret-reset-token to choose one.' },
      { toAddress: otherPoet.user.email, subject: 'For someone else', text: 'Not yours.' },
    ]);

    const response = await download(server.url, poet);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="spoken-my-data-\d{4}-\d\d-\d\d\.zip"$/);
    const files = await unzip(Buffer.from(await response.arrayBuffer()));
    expect([...files.keys()].sort()).toEqual(['README.txt', 'account.json', 'mails.json', 'rewards.json', 'submissions.json', 'votes.json', `videos/${poem.id}.mp4`].sort());
    expect(files.get(`videos/${poem.id}.mp4`)?.equals(video)).toBe(true);
    expect(files.get('README.txt')?.toString()).toContain('submissions.json');

    const account = jsonOf(files, 'account.json') as Record<string, unknown>;
    expect(account).toMatchObject({ id: poet.user.id, name: 'Thandi Poet', email: poet.user.email, role: 'user' });
    expect(account.bankDetails).toMatchObject({ bankName: 'FNB', accountType: 'Savings', accountNumber: '****5678', accountHolder: 'Thandi Poet' });
    expect(jsonOf(files, 'submissions.json')).toEqual([
      expect.objectContaining({ id: poem.id, title: 'Ode to Soweto', topic: 'Heritage', status: 'paid', votes: 0, video: `videos/${poem.id}.mp4`, uploadedFile: expect.objectContaining({ name: 'my ode.mp4' }) }),
    ]);
    expect(jsonOf(files, 'votes.json')).toEqual([expect.objectContaining({ poemId: othersPoem.id, poemTitle: 'Someone else’s poem', voided: false })]);
    expect(jsonOf(files, 'rewards.json')).toEqual([
      expect.objectContaining({ kind: 'approval', poem: 'Ode to Soweto', status: 'paid', paidTo: { bankName: 'FNB', accountNumber: '****5678' } }),
    ]);
    expect(jsonOf(files, 'mails.json')).toEqual([
      expect.objectContaining({ subject: 'Reset your Spoken password', text: 'Open https://spoken.example/reset-password?token=(removed) to choose one.' }),
    ]);

    const everything = [...files.entries()].filter(([name]) => name.endsWith('.json')).map(([, bytes]) => bytes.toString()).join('\n');
    for (const secret of ['62812345678', '250655', 'secret-reset-token', otherPoet.user.id, otherPoet.user.email, strangersPoem.id, 'Not yours']) {
      expect(everything).not.toContain(secret);
    }
  });

  it('gives an admin their own account too, with nothing of the poets', async () => {
    const files = await unzip(Buffer.from(await (await download(given.server.url, given.admin)).arrayBuffer()));
    expect(jsonOf(files, 'account.json')).toMatchObject({ id: given.admin.user.id, role: 'admin' });
    expect(jsonOf(files, 'submissions.json')).toEqual([]);
    expect(jsonOf(files, 'rewards.json')).toEqual([]);
  });

  it('refuses someone signed out, saying why', async () => {
    const response = await download(given.server.url);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ errors: [{ message: 'You must be logged in to download your data.', extensions: { code: 'UNAUTHENTICATED' } }] });
  });

  it('refuses a GET and a POST from another site without spending a download', async () => {
    const person = await signIn(given.server, await seedUser(given.server.db));
    const refusals = [
      await download(given.server.url, person, { method: 'GET' }),
      await download(given.server.url, person, { headers: { 'sec-fetch-site': 'cross-site', origin: 'https://elsewhere.example' } }),
      await download(given.server.url, person, { headers: { 'sec-fetch-site': 'same-site' } }),
      // A browser that does not send Sec-Fetch-Site still names the page's origin.
      await download(given.server.url, person, { headers: { origin: 'https://elsewhere.example' } }),
    ];
    expect(await Promise.all(refusals.map(async (response) => [response.status, ((await response.json()) as { errors: { message: string }[] }).errors[0]?.message]))).toEqual([
      [405, 'Use Download My Data in your settings to download your data.'],
      [403, 'Your data can only be downloaded from your settings on Spoken.'],
      [403, 'Your data can only be downloaded from your settings on Spoken.'],
      [403, 'Your data can only be downloaded from your settings on Spoken.'],
    ]);
    expect(refusals[0]?.headers.get('allow')).toBe('POST');
    for (let time = 0; time < 3; time += 1) {
      const response = await download(given.server.url, person);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
  });

  it('allows three downloads an hour per account', async () => {
    const { otherPoet, server } = given;
    for (let time = 0; time < 3; time += 1) {
      const response = await download(server.url, otherPoet);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const refused = await download(server.url, otherPoet);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe('You have downloaded your data 3 times this hour. Please try again in 1 hour.');
    // Another account's downloads are its own.
    expect((await download(server.url, given.poet)).status).toBe(200);
  });
});

import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { rateLimits, submissions, topics, videoUploads } from '../../server/db/schema';
import { reclaimExpiredUploads, uploadsDirOf } from '../../server/uploads/videoUploads';
import { errorCode, gql } from '../utils/graphql';
import { mediaFilesOf } from '../utils/mediaFiles';
import { reloadUser, seedTopic, seedUser, signIn, type SignedIn } from '../utils/scenarios';
import { beginVideoUpload, cutVideoPatch, sendVideoBytes, settledOffset, tusRequest, uploadIdOf, uploadVideo, videoUploadsUrl, type TusAnswer } from '../utils/videoUpload';
import { withTestServer } from '../utils/withTestServer';

const MB = 1024 * 1024;
const poem = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/poem.mp4'));
/** A real video's bytes, padded to `size`: the server recognises a video by its first bytes. */
const videoOf = (size: number) => Buffer.concat([poem, Buffer.alloc(size - poem.length, 7)]);
const SUBMIT = `mutation Submit($input: SubmitPoemInput!) { submitPoem(input: $input) { submission { id fileSize fileName fileType videoUrl } } }`;

describe('resumable video uploads', () => {
  const logLines: string[] = [];
  const given = withTestServer({ people: true, log: pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) }) });
  let topicId: string;
  beforeAll(async () => {
    topicId = (await seedTopic(given.server.db)).id;
  });

  const newPoet = async (): Promise<SignedIn> => signIn(given.server, await seedUser(given.server.db));
  const head = (id: string, who: { token?: string; cookie?: string }) => tusRequest(videoUploadsUrl(given.server, id), 'HEAD', {}, who);
  const patch = (id: string, offset: number, body: Uint8Array, who: { token?: string }) =>
    tusRequest(videoUploadsUrl(given.server, id), 'PATCH', { 'upload-offset': String(offset) }, { ...who, body });
  const submit = (uploadId: string, who: SignedIn, title = 'Resumed', topic = topicId) =>
    gql<{ submitPoem: { submission: { id: string; fileSize: number; fileName: string; fileType: string; videoUrl: string } } }>(
      given.server, SUBMIT, { input: { topicId: topic, title, transcript: 'Every line arrived.', uploadId } }, { token: who.token },
    );
  const discard = (id: string, who: { token?: string }) => tusRequest(videoUploadsUrl(given.server, id), 'DELETE', {}, who);
  const begin = async (who: SignedIn, size: number, name = 'poem.mp4'): Promise<string> => uploadIdOf(await beginVideoUpload(given.server, size, name, { token: who.token }));
  const uploadFiles = async () => (await readdir(uploadsDirOf(given.server.server.runtime.config)).catch(() => [])).sort();
  const uploadRow = async (id: string) => (await given.server.db.select().from(videoUploads).where(eq(videoUploads.id, id)))[0];
  const rowCount = async () => (await given.server.db.select({ value: count() }).from(submissions))[0]?.value;
  const counted = async (limit: string, poet: SignedIn) =>
    (await given.server.db.select({ hits: rateLimits.hits }).from(rateLimits).where(eq(rateLimits.key, `${limit}:${poet.user.id}`)))[0]?.hits;

  it('resumes an upload cut at half from where it stopped, re-sending under 5 MB, and submits it once', async () => {
    const poet = await newPoet();
    const video = videoOf(20 * MB);
    const id = await begin(poet, video.length, 'cut.mp4');
    await cutVideoPatch(given.server, id, 0, video, 10 * MB, { token: poet.token });

    const offset = await settledOffset(given.server, id, { token: poet.token });
    expect(offset).toBeGreaterThan(5 * MB);
    expect(offset).toBeLessThanOrEqual(10 * MB);
    const resent = 10 * MB - offset;
    console.info(`the cut lost ${(resent / MB).toFixed(2)} MB, re-sent on resuming`);
    expect(resent).toBeLessThan(5 * MB);
    expect((await sendVideoBytes(given.server, id, video, offset, { token: poet.token })).status).toBe(204);

    // Beginning counted once: resuming counts nothing more.
    expect(await counted('uploadsPerPoet', poet)).toBe(1);
    expect(await counted('uploadBytesPerPoet', poet)).toBe(video.length);
    expect(await uploadFiles()).not.toContain(id);
    const finished = await head(id, poet);
    expect({ status: finished.status, offset: finished.headers.get('upload-offset') }).toEqual({ status: 200, offset: String(video.length) });

    const submitted = await submit(id, poet);
    expect(submitted.data?.submitPoem.submission).toMatchObject({ fileSize: video.length, fileName: 'cut.mp4', fileType: 'video/mp4' });
    const stored = await fetch(`${given.server.url}${submitted.data?.submitPoem.submission.videoUrl}`);
    expect(Buffer.from(await stored.arrayBuffer()).equals(video)).toBe(true);

    const before = await rowCount();
    const again = await submit(id, poet, 'Twice');
    expect(again.errors?.[0]).toMatchObject({ message: 'This upload has already been submitted.', extensions: { code: 'CONFLICT' } });
    expect(await rowCount()).toBe(before);
  });

  it('answers a retried submitPoem for the same poem with the submission it made, even after the topic closed, and refuses the upload for another poem or poet', async () => {
    const poet = await newPoet();
    const stranger = await newPoet();
    const closing = await seedTopic(given.server.db, { title: 'Closing Soon' });
    const uploaded = await uploadVideo(given.server, { content: videoOf(MB), name: 'retried.mp4' }, { token: poet.token });
    if (!('id' in uploaded)) throw new Error('the upload was refused');
    const first = await submit(uploaded.id, poet, 'Retried', closing.id);
    const made = first.data?.submitPoem.submission.id;
    expect(made).toBeDefined();
    const before = await rowCount();

    await given.server.db.update(topics).set({ deadline: new Date(Date.now() - 1000) }).where(eq(topics.id, closing.id));
    const again = await submit(uploaded.id, poet, 'Retried', closing.id);
    expect(again.errors).toBeUndefined();
    expect(again.data?.submitPoem.submission.id).toBe(made);

    const used = { message: 'This upload has already been submitted.', extensions: { code: 'CONFLICT' } };
    expect((await submit(uploaded.id, poet, 'Another Title', closing.id)).errors?.[0]).toMatchObject(used);
    expect((await submit(uploaded.id, poet, 'Retried')).errors?.[0]).toMatchObject(used);
    expect((await submit(uploaded.id, stranger, 'Retried', closing.id)).errors?.[0]).toMatchObject({
      message: 'This upload was not found. Please upload the video again.',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(await rowCount()).toBe(before);
    expect((await reloadUser(given.server.db, poet.user.id))?.poemsSubmitted).toBe(1);
  });

  it("answers anyone but the poet who began an upload as for an id that does not exist, and lets them write nothing", async () => {
    const poet = await newPoet();
    const stranger = await newPoet();
    const video = videoOf(2 * MB);
    const id = await begin(poet, video.length);
    expect((await patch(id, 0, video.subarray(0, MB), poet)).status).toBe(204);

    const unknownId = '00000000-0000-4000-8000-000000000000';
    const answerOf = ({ status, body }: TusAnswer) => ({ status, body });
    expect(answerOf(await head(id, stranger))).toEqual(answerOf(await head(unknownId, stranger)));
    expect((await head(id, stranger)).status).toBe(404);
    const answers: TusAnswer[] = [
      await patch(id, MB, video.subarray(MB), stranger),
      await patch(unknownId, 0, video, stranger),
      await patch('..%2F..%2Fetc', 0, video, poet),
    ];
    for (const answer of answers) expect(answerOf(answer)).toEqual({ status: 404, body: 'This upload was not found. Please upload the video again.' });
    expect((await tusRequest(videoUploadsUrl(given.server, id), 'HEAD', {}, {})).status).toBe(401);
    expect(answerOf(await discard(id, stranger))).toEqual({ status: 404, body: 'This upload was not found. Please upload the video again.' });
    expect(Number((await head(id, poet)).headers.get('upload-offset'))).toBe(MB);

    expect((await patch(id, MB, video.subarray(MB), poet)).status).toBe(204);
    for (const uploadId of [id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const response = await submit(uploadId, stranger);
      expect(response.errors?.[0]).toMatchObject({ message: 'This upload was not found. Please upload the video again.', extensions: { code: 'NOT_FOUND' } });
    }
    expect((await submit(id, poet)).errors).toBeUndefined();
  });

  it('acts only on the upload its path names: a query, more segments or an encoded id find nothing, and the log names no upload', async () => {
    const victim = await newPoet();
    const attacker = await newPoet();
    const video = videoOf(2 * MB);
    const victimId = await begin(victim, video.length);
    expect((await patch(victimId, 0, video.subarray(0, MB), victim)).status).toBe(204);
    const victimFile = path.join(uploadsDirOf(given.server.server.runtime.config), victimId);
    const victimBytes = readFileSync(victimFile);
    const ownId = await begin(attacker, video.length);
    logLines.length = 0;

    const own = videoUploadsUrl(given.server, ownId);
    const aimedAtVictim = [`${own}?x=/${victimId}`, `${own}/${victimId}`, `${own}%2F${victimId}`, `${videoUploadsUrl(given.server)}/%${victimId.charCodeAt(0).toString(16)}${victimId.slice(1)}`];
    for (const url of aimedAtVictim) {
      const written = await tusRequest(url, 'PATCH', { 'upload-offset': String(MB) }, { token: attacker.token, body: new Uint8Array(1000).fill(9) });
      const read = await tusRequest(url, 'HEAD', {}, { token: attacker.token });
      expect({ url, written: written.status, read: read.status, offset: read.headers.get('upload-offset') }).toEqual({ url, written: 404, read: 404, offset: null });
    }

    expect(Number((await head(victimId, victim)).headers.get('upload-offset'))).toBe(MB);
    expect(readFileSync(victimFile).equals(victimBytes)).toBe(true);
    expect(Number((await head(ownId, attacker)).headers.get('upload-offset'))).toBe(0);
    const requests = logLines.filter((line) => line.includes('"msg":"request"'));
    expect(requests.length).toBeGreaterThanOrEqual(aimedAtVictim.length * 2);
    expect(requests.filter((line) => line.includes(victimId) || line.includes(ownId) || line.includes(victimId.slice(1)))).toEqual([]);
  });

  it('works with the session cookie, but only with the tus header a cross-site form cannot send', async () => {
    const poet = await newPoet();
    const cookie = `spoken_session=${poet.token}`;
    const uploadsBefore = (await given.server.db.select({ value: count() }).from(videoUploads))[0]?.value;
    const forged = await tusRequest(videoUploadsUrl(given.server), 'POST', { 'upload-length': '1000' }, { cookie, withoutTusHeader: true });
    expect(forged.status).toBe(412);
    expect((await given.server.db.select({ value: count() }).from(videoUploads))[0]?.value).toBe(uploadsBefore);
    const begun = await beginVideoUpload(given.server, poem.length, 'poem.mp4', { cookie });
    expect(begun.status).toBe(201);
    expect(begun.headers.get('location')).toMatch(/^\/uploads\/videos\/[0-9a-f-]{36}$/);
    expect(begun.headers.get('access-control-allow-origin')).toBeNull();
    expect((await head(uploadIdOf(begun), { cookie })).status).toBe(200);
  });

  it('lets only poets begin, and refuses lengths it cannot take with a clear message', async () => {
    const poet = await newPoet();
    const visitor = await beginVideoUpload(given.server, 1000, 'poem.mp4');
    expect({ status: visitor.status, body: visitor.body }).toEqual({ status: 401, body: 'You must be logged in to upload a video.' });
    const admin = await beginVideoUpload(given.server, 1000, 'poem.mp4', { token: given.admin.token });
    expect({ status: admin.status, body: admin.body }).toEqual({ status: 403, body: 'Only poets can upload videos.' });
    const deferred = await tusRequest(videoUploadsUrl(given.server), 'POST', { 'upload-defer-length': '1' }, { token: poet.token });
    expect(deferred.status).toBe(400);
    const zero = await beginVideoUpload(given.server, 0, 'poem.mp4', { token: poet.token });
    expect(zero.status).toBe(400);
    expect(await counted('uploadsPerPoet', poet)).toBeUndefined();
  });

  it('refuses a wrong offset, more bytes than declared and a piece over 64 MB, changing nothing', async () => {
    const poet = await newPoet();
    const video = videoOf(2 * MB);
    const id = await begin(poet, video.length);
    expect((await patch(id, 0, video.subarray(0, MB), poet)).status).toBe(204);

    expect((await patch(id, 0, video.subarray(0, MB), poet)).status).toBe(409);
    expect((await patch(id, MB + 10, video.subarray(MB), poet)).status).toBe(409);
    expect((await patch(id, MB, Buffer.concat([video.subarray(MB), Buffer.alloc(10)]), poet)).status).toBe(413);
    const huge = await patch(id, MB, Buffer.alloc(65 * MB), poet);
    expect({ status: huge.status, body: huge.body }).toEqual({ status: 413, body: 'Send at most 64 MB in one request.' });
    expect(Number((await head(id, poet)).headers.get('upload-offset'))).toBe(MB);

    const unfinished = await submit(id, poet);
    expect(unfinished.errors?.[0]).toMatchObject({ message: 'This upload has not finished yet. Please wait for it to finish.', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await patch(id, MB, video.subarray(MB), poet)).status).toBe(204);
    expect((await submit(id, poet)).errors).toBeUndefined();
  });

  it('refuses finished bytes that are not a video, and deletes them with the upload', async () => {
    const poet = await newPoet();
    const files = await mediaFilesOf(given.server);
    const id = await begin(poet, MB, 'notes.mp4');
    const refused = await patch(id, 0, Buffer.alloc(MB, 1), poet);
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 400, body: 'Please select a video file.' });
    expect(await uploadRow(id)).toBeUndefined();
    expect(await uploadFiles()).not.toContain(id);
    expect(await mediaFilesOf(given.server)).toEqual(files);
    expect((await submit(id, poet)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('lets the poet end an upload they will not submit: its bytes go at once, and it stays counted', async () => {
    const poet = await newPoet();
    const unfinished = await begin(poet, 2 * MB);
    expect((await patch(unfinished, 0, videoOf(MB), poet)).status).toBe(204);
    const finished = await uploadVideo(given.server, { content: videoOf(MB), name: 'finished.mp4' }, { token: poet.token });
    const sent = await uploadVideo(given.server, { content: videoOf(MB), name: 'sent.mp4' }, { token: poet.token });
    if (!('id' in finished) || !('id' in sent)) throw new Error('the upload was refused');
    expect((await submit(sent.id, poet)).errors).toBeUndefined();
    const files = await mediaFilesOf(given.server);
    const finishedKey = (await uploadRow(finished.id))?.mediaKey;

    for (const id of [unfinished, finished.id]) expect((await discard(id, poet)).status).toBe(204);
    expect(await uploadRow(unfinished)).toBeUndefined();
    expect(await uploadRow(finished.id)).toBeUndefined();
    expect(await uploadFiles()).not.toEqual(expect.arrayContaining([unfinished]));
    expect(await mediaFilesOf(given.server)).toEqual(files.filter((file) => file !== finishedKey));
    expect((await head(unfinished, poet)).status).toBe(404);
    expect((await patch(unfinished, MB, videoOf(MB), poet)).status).toBe(404);
    expect((await submit(finished.id, poet)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // A submitted upload belongs to its poem: ending it is refused and its video stays.
    expect((await discard(sent.id, poet)).status).toBe(404);
    expect((await uploadRow(sent.id))?.usedAt).not.toBeNull();
    expect(await counted('uploadsPerPoet', poet)).toBe(3);
  });

  it('keeps at most two unfinished uploads a poet: beginning a third discards the oldest and its bytes', async () => {
    const poet = await newPoet();
    const ids = [];
    for (let index = 0; index < 3; index += 1) {
      const id = await begin(poet, 2 * MB);
      expect((await patch(id, 0, videoOf(MB), poet)).status).toBe(204);
      ids.push(id);
    }
    const [oldest, second, third] = ids as [string, string, string];
    expect((await head(oldest, poet)).status).toBe(404);
    expect(await uploadFiles()).not.toContain(oldest);
    expect((await head(second, poet)).status).toBe(200);
    expect((await head(third, poet)).status).toBe(200);
    // Its bytes stay counted: discarding an upload gives none of the day back.
    expect(await counted('uploadBytesPerPoet', poet)).toBe(6 * MB);
  });

  it('reclaims uploads left past 24 hours, finished or not, with their bytes, and keeps them counted', async () => {
    const poet = await newPoet();
    const abandoned = await begin(poet, 2 * MB);
    expect((await patch(abandoned, 0, videoOf(MB), poet)).status).toBe(204);
    const unsubmitted = await uploadVideo(given.server, { content: videoOf(MB), name: 'kept.mp4' }, { token: poet.token });
    if (!('id' in unsubmitted)) throw new Error('the upload was refused');
    const submittedUpload = await uploadVideo(given.server, { content: videoOf(MB), name: 'sent.mp4' }, { token: poet.token });
    if (!('id' in submittedUpload)) throw new Error('the upload was refused');
    const submission = await submit(submittedUpload.id, poet);
    expect(submission.errors).toBeUndefined();
    const finishedKey = (await uploadRow(unsubmitted.id))?.mediaKey;
    const submittedKey = (await uploadRow(submittedUpload.id))?.mediaKey;
    expect(await uploadFiles()).toEqual(expect.arrayContaining([abandoned, `${abandoned}.json`]));

    // A day passes.
    await given.server.db.update(videoUploads).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(videoUploads.userId, poet.user.id));
    expect((await head(abandoned, poet)).status).toBe(404);
    expect((await patch(abandoned, MB, videoOf(MB), poet)).status).toBe(404);
    expect((await submit(unsubmitted.id, poet)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await reclaimExpiredUploads(given.server.server.runtime);

    expect(await given.server.db.select().from(videoUploads).where(eq(videoUploads.userId, poet.user.id))).toEqual([]);
    expect(await uploadFiles()).not.toEqual(expect.arrayContaining([abandoned]));
    const media = await mediaFilesOf(given.server);
    expect(media).not.toContain(finishedKey);
    expect(media).toContain(submittedKey);
    expect(await counted('uploadBytesPerPoet', poet)).toBe(4 * MB);
    expect(await counted('uploadsPerPoet', poet)).toBe(3);
  });

  it('submits nothing for an unknown or malformed upload id', async () => {
    const poet = await newPoet();
    const before = await rowCount();
    expect(errorCode(await submit('00000000-0000-4000-8000-000000000000', poet))).toBe('NOT_FOUND');
    expect(errorCode(await submit("'; drop table submissions; --", poet))).toBe('NOT_FOUND');
    expect(await rowCount()).toBe(before);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { submissionEvents, submissions, users, videoUploads } from '../../server/db/schema';
import { MAX_VIDEO_BYTES } from '../../server/uploads/videoUploads';
import { makeClip } from '../utils/clips';
import { errorCode, gql } from '../utils/graphql';
import { mediaFilesOf, pngBytes } from '../utils/mediaFiles';
import { seedBeat, seedTopic } from '../utils/scenarios';
import type { UploadFile } from '../utils/upload';
import { beginVideoUpload, submitPoemGql, uploadVideo } from '../utils/videoUpload';
import { withTestServer } from '../utils/withTestServer';

const video = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/poem.mp4'));
const SUBMIT = `mutation Submit($input: SubmitPoemInput!) {
  submitPoem(input: $input) { submission { id title status authorName topicTitle beatTitle videoUrl fileType fileSize } }
}`;
const WITHDRAW = `mutation Withdraw($id: ID!) { withdrawSubmission(input: { id: $id }) { submission { id status } } }`;
const MINE = '{ mySubmissions { id title status } }';

type Submitted = { submitPoem: { submission: { id: string; status: string; videoUrl: string; [key: string]: unknown } } };

describe('submitting a poem', () => {
  const given = withTestServer({ people: true });
  let topicId: string;
  beforeAll(async () => {
    topicId = (await seedTopic(given.server.db, { title: 'Home', active: true })).id;
  });

  const submit = (input: Record<string, unknown>, file: UploadFile = { content: video, name: 'my poem.mp4', type: 'video/mp4' }, token = given.poet.token) =>
    submitPoemGql<Submitted>(given.server, SUBMIT, { input: { topicId, title: 'Ubuntu', transcript: 'I am because we are.', ...input } }, { 'input.video': file }, { token });
  const rowCount = async () => (await given.server.db.select({ value: count() }).from(submissions))[0]?.value;
  const uploadCount = async () => (await given.server.db.select({ value: count() }).from(videoUploads))[0]?.value;

  it('takes a real video for review, privately, and counts it', async () => {
    const beat = await seedBeat(given.server, { title: 'Township Groove' });
    const response = await submit({ beatId: beat.id });
    expect(response.errors).toBeUndefined();
    const submission = response.data?.submitPoem.submission;
    expect(submission).toMatchObject({
      title: 'Ubuntu', status: 'PENDING', authorName: 'Thandi Poet', topicTitle: 'Home', beatTitle: 'Township Groove', fileType: 'video/mp4', fileSize: video.length,
    });
    expect(submission?.videoUrl).toMatch(/^\/media\/videos\/[0-9a-f-]{36}\.mp4\?expires=\d+&sig=/);
    const signed = await fetch(`${given.server.url}${submission?.videoUrl}`);
    expect(signed.status).toBe(200);
    expect(Buffer.from(await signed.arrayBuffer()).equals(video)).toBe(true);
    expect((await fetch(`${given.server.url}${submission?.videoUrl.split('?')[0]}`)).status).toBe(404);

    const [author] = await given.server.db.select().from(users).where(eq(users.id, given.poet.user.id));
    expect(author?.poemsSubmitted).toBe(1);
    const history = await given.server.db.select().from(submissionEvents).where(eq(submissionEvents.submissionId, submission?.id ?? ''));
    expect(history.map((event) => event.kind)).toEqual(['submitted']);
    expect((await gql(given.server, MINE, {}, { token: given.poet.token })).data).toMatchObject({ mySubmissions: [{ id: submission?.id }] });
    expect((await gql(given.server, MINE, {}, { token: given.otherPoet.token })).data).toEqual({ mySubmissions: [] });
  });

  it('refuses a file that is not a video, leaving no row and no file', async () => {
    const before = { rows: await rowCount(), files: (await mediaFilesOf(given.server)).length };
    const response = await submit({}, { content: pngBytes(), name: 'poem.mp4', type: 'video/mp4' });
    expect(response.errors?.[0]).toMatchObject({ message: 'Please select a video file.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await rowCount()).toBe(before.rows);
    expect((await mediaFilesOf(given.server)).length).toBe(before.files);
  });

  it('refuses Matroska (.mkv), not one of the four types SPEC.md lists, by its content whatever it is called, and still takes WebM', async () => {
    const before = { rows: await rowCount(), files: (await mediaFilesOf(given.server)).length };
    const mkv = await makeClip({ seconds: 1, width: 160, height: 90, container: 'mkv' });
    for (const name of ['poem.mkv', 'poem.webm']) {
      const response = await submit({}, { content: mkv, name, type: 'video/webm' });
      expect(response.errors?.[0]).toMatchObject({ message: 'Please select a video file.', extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await rowCount()).toBe(before.rows);
    expect((await mediaFilesOf(given.server)).length).toBe(before.files);
    const webm = await makeClip({ seconds: 1, width: 160, height: 90, container: 'webm' });
    expect((await submit({}, { content: webm, name: 'poem.webm', type: 'video/webm' })).data?.submitPoem.submission.fileType).toBe('video/webm');
  });

  it('refuses a video declared over 600 MB before any byte is sent, recording nothing', async () => {
    const before = { uploads: await uploadCount(), files: (await mediaFilesOf(given.server)).length };
    const refused = await beginVideoUpload(given.server, MAX_VIDEO_BYTES + 1, 'long.mp4', { token: given.poet.token });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 413, body: 'Videos can be at most 600 MB.' });
    expect(await uploadCount()).toBe(before.uploads);
    expect((await mediaFilesOf(given.server)).length).toBe(before.files);
  });

  it('refuses missing or over-long text and closed topics or beats, writing nothing', async () => {
    const before = await rowCount();
    const closed = await seedTopic(given.server.db, { active: true, deadline: new Date(Date.now() - 60_000) });
    const inactive = await seedTopic(given.server.db, { active: false });
    const retiredBeat = await seedBeat(given.server, { active: false });
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, 'Please fill in all required fields.'],
      [{ transcript: '' }, 'Please fill in all required fields.'],
      [{ title: 't'.repeat(121) }, 'The title must be at most 120 characters.'],
      [{ transcript: 't'.repeat(5001) }, 'The transcript must be at most 5000 characters.'],
      [{ topicId: inactive.id }, 'Please select a topic before submitting.'],
      [{ topicId: closed.id }, 'Submissions for this topic have closed.'],
      [{ topicId: 'not-an-id' }, 'Please select a topic before submitting.'],
      [{ beatId: retiredBeat.id }, 'Please choose one of the active beats.'],
    ];
    // One upload for every case: a refusal writes nothing and leaves the upload to submit.
    const uploaded = await uploadVideo(given.server, { content: video, name: 'poem.mp4' }, { token: given.poet.token });
    if (!('id' in uploaded)) throw new Error('the upload was refused');
    const submitWith = (input: Record<string, unknown>) =>
      gql<Submitted>(given.server, SUBMIT, { input: { topicId, title: 'Ubuntu', transcript: 'I am because we are.', uploadId: uploaded.id, ...input } }, { token: given.poet.token });
    for (const [input, message] of cases) {
      const response = await submitWith(input);
      expect(response.errors?.[0]?.message).toBe(message);
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
    }
    expect(await rowCount()).toBe(before);
    expect((await submitWith({})).data?.submitPoem.submission.status).toBe('PENDING');
  });

  it('is for poets: a visitor must sign in and an admin may not submit', async () => {
    const before = await rowCount();
    expect(errorCode(await submit({}, undefined, ''))).toBe('UNAUTHENTICATED');
    expect(errorCode(await submit({}, undefined, given.admin.token))).toBe('FORBIDDEN');
    expect(await rowCount()).toBe(before);
  });

  it('takes two uploads at once from one poet', async () => {
    const before = await rowCount();
    const results = await Promise.all(Array.from({ length: 2 }, (_, index) => submit({ title: `Poem ${index}` }, undefined, given.otherPoet.token)));
    expect(results.map((result) => result.data?.submitPoem.submission.status)).toEqual(Array(2).fill('PENDING'));
    expect(await rowCount()).toBe((before ?? 0) + 2);
  });

  it("lets a poet withdraw only their own pending submission", async () => {
    const id = (await submit({})).data?.submitPoem.submission.id as string;
    expect(errorCode(await gql(given.server, WITHDRAW, { id }, { token: given.otherPoet.token }))).toBe('NOT_FOUND');
    expect((await gql(given.server, WITHDRAW, { id }, { token: given.poet.token })).data).toEqual({ withdrawSubmission: { submission: { id, status: 'WITHDRAWN' } } });
    const again = await gql(given.server, WITHDRAW, { id }, { token: given.poet.token });
    expect(again.errors?.[0]).toMatchObject({ message: 'Only a submission waiting for review can be withdrawn.', extensions: { code: 'CONFLICT' } });
  });
});

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { synthesiseDrumLoop } from '../../server/beats/synth';
import { beats } from '../../server/db/schema';
import { makeClip } from '../utils/clips';
import { gql } from '../utils/graphql';
import { urisOf, variantsOf } from '../utils/hls';
import { queueDrained } from '../utils/jobs';
import { mediaFilesOf } from '../utils/mediaFiles';
import { seedTopic } from '../utils/scenarios';
import { uploadGql } from '../utils/upload';
import { submitPoemGql } from '../utils/videoUpload';
import { withTestServer } from '../utils/withTestServer';

const SUBMIT = `mutation Submit($input: SubmitPoemInput!) { submitPoem(input: $input) { submission { id } } }`;
const SUBMISSION = `query Submission($id: ID!) { submission(id: $id) { processingState renditions { height url } thumbnailUrl stream } }`;
const UPLOAD_BEAT = `mutation UploadBeat($input: UploadBeatInput!) { uploadBeat(input: $input) { beat { id } } }`;

interface SubmissionMedia {
  processingState: string;
  renditions: { height: number; url: string }[];
  thumbnailUrl: string | null;
  stream: string | null;
}

describe('a server keeping its media in S3', () => {
  const given = withTestServer({ s3: true, env: { WORKER: 'in-process' }, people: true });

  it('stores an upload in the bucket, processes it there, and serves its rendition through /media with ranges', async () => {
    const topic = await seedTopic(given.server.db);
    const submitted = await submitPoemGql<{ submitPoem: { submission: { id: string } } }>(
      given.server,
      SUBMIT,
      { input: { topicId: topic.id, title: 'Cloud', transcript: 'Every verse a drop of rain.' } },
      { 'input.video': { content: await makeClip({ seconds: 1, width: 320, height: 240, container: 'mp4' }), name: 'cloud.mp4' } },
      { token: given.poet.token },
    );
    expect(submitted.errors).toBeUndefined();
    const id = submitted.data?.submitPoem.submission.id as string;
    await queueDrained(given.server, 'transcode-video');

    const media = (await gql<{ submission: SubmissionMedia }>(given.server, SUBMISSION, { id }, { token: given.poet.token })).data?.submission;
    expect(media?.processingState).toBe('READY');
    const url = `${given.server.url}${media?.renditions[0]?.url}`;
    const whole = Buffer.from(await (await fetch(url)).arrayBuffer());
    const part = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.subarray(100, 200));

    // Its stream from the bucket too: the master playlist, then a segment through the signed URI it names.
    const master = `${given.server.url}${media?.stream}`;
    const [variant] = variantsOf(await (await fetch(master)).text());
    const playlist = await (await fetch(new URL(variant?.uri ?? '', master))).text();
    const segment = await fetch(new URL(urisOf(playlist)[1] ?? '', master));
    expect([segment.status, segment.headers.get('content-type')]).toEqual([200, 'video/mp4']);

    const folders = new Set((await given.s3.objects()).map((object) => object.key.split('/')[0]));
    expect([...folders].sort()).toEqual(['posters', 'renditions', 'streams', 'videos']);
    expect(await mediaFilesOf(given.server)).toEqual([]);
    expect(await readdir(path.join(given.server.env.DATA_DIR ?? '', '.work'))).toEqual([]);
  });

  it("reads an uploaded beat's length from the bucket", async () => {
    const response = await uploadGql<{ uploadBeat: { beat: { id: string } } }>(
      given.server,
      UPLOAD_BEAT,
      { input: { title: 'Two Seconds', artist: 'Spoken Studio' } },
      { 'input.file': { content: synthesiseDrumLoop({ bpm: 120, bars: 1, seed: 7 }), name: 'two-seconds.wav' } },
      { token: given.admin.token },
    );
    const beatId = response.data?.uploadBeat.beat.id as string;
    await queueDrained(given.server, 'beat-duration');
    const [beat] = await given.server.db.select().from(beats).where(eq(beats.id, beatId));
    expect(beat?.durationSeconds).toBeCloseTo(2, 1);
    expect((await given.s3.objects()).map((object) => object.key)).toContain(beat?.fileKey);
  });
});

describe('a server whose bucket cannot be reached', () => {
  const given = withTestServer({ s3: true });

  it('answers a media request with a plain internal error, not a missing file or a stack trace', async () => {
    await given.s3.close();
    const signed = given.server.server.runtime.media.signedPath('renditions/00000000-0000-0000-0000-000000000000.mp4', 60);
    const response = await fetch(`${given.server.url}${signed}`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
  });
});

import { and, eq, like } from 'drizzle-orm';
import { synthesiseDrumLoop } from '../../server/beats/synth';
import { beats, mailMessages, submissions, videoRenditions } from '../../server/db/schema';
import { PROCESSING_ERRORS } from '../../server/submissions/processing';
import { describeMedia, makeClip, topLevelBoxes } from '../utils/clips';
import { gql } from '../utils/graphql';
import { jobsAbout, queueDrained } from '../utils/jobs';
import { mediaFilesOf, mp4Bytes } from '../utils/mediaFiles';
import { seedTopic } from '../utils/scenarios';
import { openSocket } from '../utils/sockets';
import { uploadGql } from '../utils/upload';
import { submitPoemGql } from '../utils/videoUpload';
import { withTestServer } from '../utils/withTestServer';

const SUBMIT = `mutation Submit($input: SubmitPoemInput!) { submitPoem(input: $input) { submission { id processingState } } }`;
const WITHDRAW = `mutation Withdraw($id: ID!) { withdrawSubmission(input: { id: $id }) { submission { id status } } }`;
const SUBMISSION = `query Submission($id: ID!) {
  submission(id: $id) { processingState processingError durationSeconds videoUrl thumbnailUrl renditions { height url } }
}`;
const UPLOAD_BEAT = `mutation UploadBeat($input: UploadBeatInput!) { uploadBeat(input: $input) { beat { id } } }`;

interface SubmissionMedia {
  processingState: string;
  processingError: string | null;
  durationSeconds: number | null;
  videoUrl: string;
  thumbnailUrl: string | null;
  renditions: { height: number; url: string }[];
}

describe("processing a poem's video", () => {
  const given = withTestServer({ env: { WORKER: 'in-process' }, people: true });
  let topicId: string;
  beforeAll(async () => {
    topicId = (await seedTopic(given.server.db)).id;
  });

  const submit = async (content: Buffer, name: string): Promise<string> => {
    const response = await submitPoemGql<{ submitPoem: { submission: { id: string; processingState: string } } }>(
      given.server,
      SUBMIT,
      { input: { topicId, title: 'Ubuntu', transcript: 'I am because we are.' } },
      { 'input.video': { content, name } },
      { token: given.poet.token },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.submitPoem.submission.processingState).toBe('QUEUED');
    return response.data?.submitPoem.submission.id as string;
  };
  const mediaOf = async (id: string): Promise<SubmissionMedia> =>
    (await gql<{ submission: SubmissionMedia }>(given.server, SUBMISSION, { id }, { token: given.admin.token })).data?.submission as SubmissionMedia;
  const download = async (url: string): Promise<Response> => fetch(`${given.server.url}${url}`);

  it('makes play-ready H.264/AAC renditions at 1080, 720 and 480 lines, a poster and the duration of a 1080p upload', async () => {
    const id = await submit(await makeClip({ seconds: 1, width: 1920, height: 1080, container: 'mp4' }), 'full-hd.mp4');
    await queueDrained(given.server, 'transcode-video');

    const media = await mediaOf(id);
    expect(media).toMatchObject({ processingState: 'READY', processingError: null });
    expect(media.durationSeconds).toBeCloseTo(1, 0);
    expect(media.renditions.map((rendition) => rendition.height)).toEqual([1080, 720, 480]);
    for (const rendition of media.renditions) {
      // Private until approved, like the original: signed, and nothing without the signature.
      expect(rendition.url).toMatch(/^\/media\/renditions\/[0-9a-f-]{36}\.mp4\?expires=\d+&sig=/);
      expect((await download(rendition.url.split('?')[0] ?? '')).status).toBe(404);
      const response = await download(rendition.url);
      expect(response.headers.get('content-type')).toBe('video/mp4');
      const boxes = topLevelBoxes(Buffer.from(await response.arrayBuffer()));
      expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
      const described = await describeMedia(`${given.server.url}${rendition.url}`);
      expect(described.streams).toEqual([
        // 16:9 kept, the width rounded to an even number as H.264 needs.
        { codec: 'h264', width: 2 * Math.round((rendition.height * 16) / 9 / 2), height: rendition.height },
        { codec: 'aac', width: undefined, height: undefined },
      ]);
    }
    const poster = await download(media.thumbnailUrl ?? '');
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await poster.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('never makes a rendition larger than the source: a small WebM recording gets one MP4 at its own size', async () => {
    const id = await submit(await makeClip({ seconds: 2, width: 640, height: 360, container: 'webm' }), 'recording.webm');
    await queueDrained(given.server, 'transcode-video');

    const media = await mediaOf(id);
    expect(media.processingState).toBe('READY');
    expect(media.durationSeconds).toBeCloseTo(2, 0);
    expect(media.renditions.map((rendition) => rendition.height)).toEqual([360]);
    expect((await describeMedia(`${given.server.url}${media.renditions[0]?.url}`)).streams.map((stream) => stream.codec)).toEqual(['h264', 'aac']);
  });

  it('takes the poster from within the picture when the picture stops long before the sound', async () => {
    const id = await submit(await makeClip({ seconds: 4, pictureSeconds: 0.4, width: 640, height: 360, container: 'mp4' }), 'stalled-camera.mp4');
    await queueDrained(given.server, 'transcode-video');

    const media = await mediaOf(id);
    expect(media).toMatchObject({ processingState: 'READY', processingError: null });
    expect(media.durationSeconds).toBeCloseTo(4, 0);
    const poster = await download(media.thumbnailUrl ?? '');
    expect(Buffer.from(await poster.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('marks a file that is not a readable video, tells the poet live and by mail, and does not try it again', async () => {
    const socket = await openSocket(given.server, { token: given.poet.token });
    const changes = socket.subscribe<{ mySubmissionChanged: { id: string; processingState: string; processingError: string | null } }>(
      'subscription { mySubmissionChanged { id processingState processingError } }',
    );
    const filesBefore = await mediaFilesOf(given.server);
    const id = await submit(mp4Bytes(), 'damaged.mp4');

    let change = (await changes.next(60_000)).mySubmissionChanged;
    while (change.processingState !== 'FAILED') change = (await changes.next(60_000)).mySubmissionChanged;
    expect(change).toEqual({ id, processingState: 'FAILED', processingError: PROCESSING_ERRORS.unreadable });
    await socket.dispose();

    expect(await mediaOf(id)).toMatchObject({ processingState: 'FAILED', processingError: PROCESSING_ERRORS.unreadable, renditions: [], thumbnailUrl: null });
    const mails = await given.server.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.toAddress, given.poet.user.email), like(mailMessages.subject, 'We could not process%')));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(PROCESSING_ERRORS.unreadable);

    await queueDrained(given.server, 'transcode-video');
    expect(await jobsAbout(given.server, 'transcode-video', id)).toEqual([{ name: 'transcode-video', state: 'completed', retryCount: 0 }]);
    // Only the upload itself is new: no rendition, poster or unfinished file.
    const added = (await mediaFilesOf(given.server)).filter((file) => !filesBefore.includes(file));
    expect(added).toEqual([expect.stringMatching(/^videos\/[0-9a-f-]{36}\.mp4$/)]);
  });

  it('ends quietly and leaves no files when the submission is withdrawn', async () => {
    const filesBefore = await mediaFilesOf(given.server);
    const id = await submit(await makeClip({ seconds: 2, width: 1280, height: 720, container: 'mp4' }), 'second-thoughts.mp4');
    expect((await gql(given.server, WITHDRAW, { id }, { token: given.poet.token })).data).toEqual({ withdrawSubmission: { submission: { id, status: 'WITHDRAWN' } } });
    await queueDrained(given.server, 'transcode-video');

    expect(await jobsAbout(given.server, 'transcode-video', id)).toEqual([{ name: 'transcode-video', state: 'completed', retryCount: 0 }]);
    const [row] = await given.server.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row).toMatchObject({ status: 'withdrawn', thumbnailKey: null, durationSeconds: null, processingError: null });
    expect(await given.server.db.select().from(videoRenditions).where(eq(videoRenditions.submissionId, id))).toEqual([]);
    const added = (await mediaFilesOf(given.server)).filter((file) => !filesBefore.includes(file));
    expect(added).toEqual([row?.videoKey]);
  });

  it("reads an uploaded beat's duration", async () => {
    const wav = synthesiseDrumLoop({ bpm: 120, bars: 1, seed: 7 });
    const response = await uploadGql<{ uploadBeat: { beat: { id: string } } }>(
      given.server,
      UPLOAD_BEAT,
      { input: { title: 'Two Seconds', artist: 'Spoken Studio' } },
      { 'input.file': { content: wav, name: 'two-seconds.wav' } },
      { token: given.admin.token },
    );
    const beatId = response.data?.uploadBeat.beat.id as string;
    await queueDrained(given.server, 'beat-duration');
    const [beat] = await given.server.db.select().from(beats).where(eq(beats.id, beatId));
    expect(beat?.durationSeconds).toBeCloseTo(2, 1);
  });
});

import { and, eq, like } from 'drizzle-orm';
import { synthesiseDrumLoop } from '../../server/beats/synth';
import { beats, mailMessages, posterImages, submissions, videoRenditions } from '../../server/db/schema';
import { PROCESSING_ERRORS } from '../../server/submissions/processing';
import { queueUnpackagedVideos } from '../../server/submissions/streamBackfill';
import { describeMedia, makeClip, topLevelBoxes } from '../utils/clips';
import { describeSegment, keyframeTimes, segmentSeconds, urisOf, variantsOf } from '../utils/hls';
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
  submission(id: $id) { processingState processingError durationSeconds videoUrl thumbnailUrl renditions { height url } stream cardStream posters { width height type url } }
}`;
const UPLOAD_BEAT = `mutation UploadBeat($input: UploadBeatInput!) { uploadBeat(input: $input) { beat { id } } }`;

interface SubmissionMedia {
  processingState: string;
  processingError: string | null;
  durationSeconds: number | null;
  videoUrl: string;
  thumbnailUrl: string | null;
  renditions: { height: number; url: string }[];
  stream: string | null;
  cardStream: string | null;
  posters: { width: number; height: number; type: string; url: string }[];
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

  it('makes play-ready H.264/AAC renditions at 1080, 720, 480, 360 and 240 lines, posters in sizes, a stream of them all and the duration of a 1080p upload', async () => {
    const id = await submit(await makeClip({ seconds: 1, width: 1920, height: 1080, container: 'mp4' }), 'full-hd.mp4');
    await queueDrained(given.server, 'transcode-video');

    const media = await mediaOf(id);
    expect(media).toMatchObject({ processingState: 'READY', processingError: null });
    expect(media.durationSeconds).toBeCloseTo(1, 0);
    expect(media.renditions.map((rendition) => rendition.height)).toEqual([1080, 720, 480, 360, 240]);
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

    expect(media.posters.map(({ width, height, type }) => `${width}x${height} ${type}`)).toEqual([
      '320x180 image/webp', '320x180 image/jpeg', '640x360 image/webp', '640x360 image/jpeg', '1280x720 image/webp', '1280x720 image/jpeg',
    ]);
    expect(media.thumbnailUrl).toBe(media.posters.at(-1)?.url);
    for (const { width, height, type, url } of media.posters) {
      const response = await download(url);
      expect(response.headers.get('content-type')).toBe(type);
      const image = await describeMedia(`${given.server.url}${url}`);
      expect(image.streams).toEqual([{ codec: type === 'image/webp' ? 'webp' : 'mjpeg', width, height }]);
    }

    // Private until approved: the master playlist is signed, and names each rendition, largest of
    // at most 480 lines first, with what a player chooses by.
    expect(media.stream).toMatch(/^\/media\/streams\/[0-9a-f-]{36}\/master\.m3u8\?expires=\d+&sig=/);
    const master = await download(media.stream ?? '');
    expect(master.headers.get('content-type')).toMatch(/^application\/vnd\.apple\.mpegurl/);
    const variants = variantsOf(await master.text());
    expect(variants.map((variant) => variant.uri.split('?')[0])).toEqual(['480.m3u8', '1080.m3u8', '720.m3u8', '360.m3u8', '240.m3u8']);
    for (const { attributes } of variants) {
      expect(Number(attributes.BANDWIDTH)).toBeGreaterThan(0);
      expect(Number(attributes['AVERAGE-BANDWIDTH'])).toBeLessThanOrEqual(Number(attributes.BANDWIDTH));
      expect(attributes.CODECS).toMatch(/^avc1\.64[0-9a-f]{4},mp4a\.40\.2$/);
    }
    expect(variants.map((variant) => variant.attributes.RESOLUTION)).toEqual(['854x480', '1920x1080', '1280x720', '640x360', '426x240']);
  });

  it('never makes a rendition larger than the source, and streams a small WebM recording in 4-second segments (the first two of 2 s) starting at the same moments in every rendition', async () => {
    const id = await submit(await makeClip({ seconds: 9, width: 640, height: 360, container: 'webm' }), 'recording.webm');
    await queueDrained(given.server, 'transcode-video');

    const media = await mediaOf(id);
    expect(media.processingState).toBe('READY');
    expect(media.durationSeconds).toBeCloseTo(9, 0);
    expect(media.renditions.map((rendition) => rendition.height)).toEqual([360, 240]);
    expect((await describeMedia(`${given.server.url}${media.renditions[0]?.url}`)).streams.map((stream) => stream.codec)).toEqual(['h264', 'aac']);
    for (const rendition of media.renditions) expect(await keyframeTimes(`${given.server.url}${rendition.url}`)).toEqual([0, 2, 4, 8]);
    expect(media.posters.map(({ width, type }) => `${width} ${type}`)).toEqual(['320 image/webp', '320 image/jpeg', '640 image/webp', '640 image/jpeg']);

    // A private stream: each URI in each playlist carries the master playlist's signature, and plays.
    const [path, query] = (media.stream ?? '').split('?');
    const folder = path?.slice(0, path.lastIndexOf('/') + 1) ?? '';
    const variants = variantsOf(await (await download(media.stream ?? '')).text());
    expect(variants.map((variant) => variant.uri)).toEqual([`360.m3u8?${query}`, `240.m3u8?${query}`]);
    for (const variant of variants) {
      const playlist = await (await download(`${folder}${variant.uri}`)).text();
      expect(segmentSeconds(playlist)).toEqual([2, 2, 4, 1]);
      const files = urisOf(playlist);
      expect(files.every((file) => file.endsWith(`?${query}`))).toBe(true);
      const [init, ...segments] = await Promise.all(
        files.map(async (file) => {
          const response = await download(`${folder}${file}`);
          expect(response.status).toBe(200);
          expect(response.headers.get('content-type')).toBe('video/mp4');
          expect(response.headers.get('cache-control')).toBe('private, no-store');
          return Buffer.from(await response.arrayBuffer());
        }),
      );
      const played = await describeSegment(init ?? Buffer.alloc(0), segments[1] ?? Buffer.alloc(0));
      expect(played.streams.map((stream) => stream.codec)).toEqual(['h264', 'aac']);
      // The second segment ends where the third starts: 4 s into the poem.
      expect(played.durationSeconds).toBeCloseTo(4, 0);
    }
    // The cards' playlist: the smallest rendition's pictures alone, signed as the master playlist is.
    expect(media.cardStream).toBe(`${folder}card.m3u8?${query}`);
    const cardPlaylist = await (await download(media.cardStream ?? '')).text();
    expect(segmentSeconds(cardPlaylist)).toEqual([4, 4, 1]);
    const [cardInit, cardSegment] = await Promise.all(urisOf(cardPlaylist).slice(0, 2).map(async (file) => Buffer.from(await (await download(`${folder}${file}`)).arrayBuffer())));
    const card = await describeSegment(cardInit ?? Buffer.alloc(0), cardSegment ?? Buffer.alloc(0));
    expect(card.streams).toEqual([{ codec: 'h264', width: 426, height: 240 }]);

    const segment = `${folder}360_00003.m4s`;
    const expires = Number(/expires=(\d+)/.exec(query ?? '')?.[1]);
    const signature = /sig=([^&]+)/.exec(query ?? '')?.[1] ?? '';
    const refused = [
      segment,
      `${segment}?expires=${expires}&sig=${signature.replace(/^./, (first) => (first === 'A' ? 'B' : 'A'))}`,
      `${segment}?expires=${expires + 60}&sig=${signature}`,
      `${folder}999.m3u8?${query}`,
      `${folder}card.m3u8`,
      `${folder}card_00000.m4s?expires=${expires}&sig=${signature.replace(/^./, (first) => (first === 'A' ? 'B' : 'A'))}`,
      `${folder}cards.m3u8?${query}`,
      `${folder}card_init.mp4/../../master.m3u8?${query}`,
      `${folder}master.m3u8/../../../renditions?${query}`,
      `${folder.replace(/\/$/, '')}%2F..%2F..%2Fvideos?${query}`,
    ];
    for (const url of refused) expect([url, (await download(url)).status]).toEqual([url, 404]);
    // Through a raw path, as a client that does not tidy dot segments would send it.
    expect((await download(`${folder}..%2F..%2Fstreams?${query}`)).status).toBe(404);

    // Once public, the same files are plain, cacheable paths, the playlists as they were written.
    await given.server.db.update(submissions).set({ status: 'approved' }).where(eq(submissions.id, id));
    const publicMaster = `${folder}master.m3u8`;
    const answer = await download(publicMaster);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(variantsOf(await answer.text()).map((variant) => variant.uri)).toEqual(['360.m3u8', '240.m3u8']);
    expect((await download(`${folder}240_00002.m4s`)).status).toBe(200);
  });

  it('packages a video processed before streams from its renditions, with posters in sizes, in a job queued at start-up', async () => {
    const id = await submit(await makeClip({ seconds: 2, width: 320, height: 240, container: 'mp4' }), 'older.mp4');
    await queueDrained(given.server, 'transcode-video');
    // As such a video was left: no stream, no poster sizes, one JPEG poster.
    const { runtime } = given.server.server;
    const [made] = await given.server.db.select().from(submissions).where(eq(submissions.id, id));
    await runtime.media.delete(made?.streamKey ?? '');
    const posters = await given.server.db.delete(posterImages).where(eq(posterImages.submissionId, id)).returning();
    const oldPoster = posters.find((poster) => poster.fileKey !== made?.thumbnailKey)?.fileKey ?? '';
    await given.server.db.update(submissions).set({ streamKey: null, thumbnailKey: oldPoster }).where(eq(submissions.id, id));
    expect((await mediaOf(id)).stream).toBeNull();

    await queueUnpackagedVideos(runtime);
    await queueDrained(given.server, 'package-stream');
    const media = await mediaOf(id);
    expect(variantsOf(await (await download(media.stream ?? '')).text()).map((variant) => variant.attributes.RESOLUTION)).toEqual(['320x240']);
    expect(media.posters.map(({ width, type }) => `${width} ${type}`)).toEqual(['320 image/webp', '320 image/jpeg']);
    expect(media.thumbnailUrl).toBe(media.posters[1]?.url);
    expect(await runtime.media.stat(oldPoster)).toBeNull();
    expect((await download(media.renditions[0]?.url ?? '')).status).toBe(200);
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

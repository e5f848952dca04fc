import { startLevel } from '../../web/src/media/useHlsStream';
import { fittingLines, playbackPlan, type PlaybackNeeds, type VideoUrls } from '../../web/src/media/videoSources';

const LADDER = [1080, 720, 480, 360, 240];
const poem = (stream: string | null, heights = LADDER, cardStream: string | null = null): VideoUrls => ({
  __typename: 'Poem',
  id: 'p1',
  videoUrl: null,
  renditions: heights.map((height) => ({ height, url: `/media/renditions/${height}.mp4` })),
  stream,
  cardStream,
});
const CHROMIUM = { nativeHls: true, mediaSource: true };
const FIREFOX = { nativeHls: false, mediaSource: true };
const IPHONE = { nativeHls: true, mediaSource: false };
const needs = (more: Partial<PlaybackNeeds>): PlaybackNeeds => ({ quality: 'AUTO', dataSaver: false, boxLines: null, inList: false, muted: false, canPlay: FIREFOX, downlinkMbps: null, ...more });

describe('what a player plays', () => {
  it('gives a 286-px card on a 2x screen (161 px tall, 322 device lines) at most 360p, however tall the poem', () => {
    expect(fittingLines(LADDER, 322)).toBe(360);
    expect(playbackPlan(poem(null), needs({ inList: true, boxLines: 322 }))).toEqual({ kind: 'mp4', sources: ['/media/renditions/360.mp4', '/media/renditions/240.mp4'] });
    expect(playbackPlan(poem('/media/hls/p1/master.m3u8'), needs({ inList: true, boxLines: 322 }))).toEqual({ kind: 'hls', url: '/media/hls/p1/master.m3u8', maxLines: 360, engine: 'hls.js' });
  });

  it('plays a muted card of a small box its pictures only, from the cards\' playlist, and its sound from the stream once asked for', () => {
    const streamed = poem('/m.m3u8', LADDER, '/card.m3u8');
    const card = needs({ inList: true, muted: true, boxLines: 322 });
    expect(playbackPlan(streamed, card)).toEqual({ kind: 'hls', url: '/card.m3u8', maxLines: Infinity, engine: 'hls.js' });
    expect(playbackPlan(streamed, { ...card, canPlay: IPHONE })).toEqual({ kind: 'hls', url: '/card.m3u8', maxLines: Infinity, engine: 'native' });
    expect(playbackPlan(streamed, { ...card, muted: false })).toEqual({ kind: 'hls', url: '/m.m3u8', maxLines: 360, engine: 'hls.js' });
    // A box needing more than 360 lines (home's featured card on a wide screen), or a private card's link, plays the stream.
    expect(playbackPlan(streamed, { ...card, boxLines: 420 })).toMatchObject({ url: '/m.m3u8', maxLines: 480 });
    expect(playbackPlan(poem(null, LADDER, '/card.m3u8?expires=1&sig=x'), card)).toMatchObject({ kind: 'mp4' });
  });

  it("plays a stream through hls.js wherever Media Source Extensions are, else through the browser's own HLS unless the player must be held to a size", () => {
    expect(playbackPlan(poem('/m.m3u8'), needs({ canPlay: CHROMIUM, boxLines: 700 }))).toMatchObject({ kind: 'hls', engine: 'hls.js' });
    expect(playbackPlan(poem('/m.m3u8'), needs({ canPlay: IPHONE, boxLines: 700 }))).toMatchObject({ kind: 'hls', engine: 'native' });
    expect(playbackPlan(poem('/m.m3u8'), needs({ canPlay: IPHONE, boxLines: 322, inList: true }))).toEqual({ kind: 'mp4', sources: ['/media/renditions/360.mp4', '/media/renditions/240.mp4'] });
    expect(playbackPlan(poem('/m.m3u8'), needs({ canPlay: { nativeHls: false, mediaSource: false }, boxLines: 700 }))).toMatchObject({ kind: 'mp4' });
  });

  it('plays a height the viewer chose exactly, and Auto when the poem does not have it', () => {
    expect(playbackPlan(poem('/m.m3u8'), needs({ quality: 'LOWEST' }))).toEqual({ kind: 'mp4', sources: ['/media/renditions/240.mp4'] });
    expect(playbackPlan(poem('/m.m3u8', [720, 480]), needs({ quality: 'LOWEST' }))).toMatchObject({ kind: 'hls', maxLines: Infinity });
    expect(playbackPlan(poem(null, [720, 480]), needs({ quality: 'HIGH', boxLines: 1400 }))).toEqual({ kind: 'mp4', sources: ['/media/renditions/720.mp4', '/media/renditions/480.mp4'] });
  });

  it('holds the data saver to 360p, and an MP4 Auto to what the connection sustains', () => {
    expect(playbackPlan(poem('/m.m3u8'), needs({ dataSaver: true, canPlay: IPHONE }))).toMatchObject({ kind: 'mp4', sources: ['/media/renditions/360.mp4', '/media/renditions/240.mp4'] });
    expect(playbackPlan(poem('/m.m3u8'), needs({ dataSaver: true }))).toMatchObject({ kind: 'hls', maxLines: 360 });
    expect(playbackPlan(poem(null), needs({ downlinkMbps: 1.6, boxLines: 1400 }))).toMatchObject({ sources: ['/media/renditions/480.mp4', '/media/renditions/360.mp4', '/media/renditions/240.mp4'] });
  });

  it("plays a private poem's MP4 copies, whose expired links are fetched again", () => {
    expect(playbackPlan(poem('/media/hls/p1/master.m3u8?expires=1&sig=x'), needs({ boxLines: 700 }))).toMatchObject({ kind: 'mp4' });
  });

  it('starts a stream at the tallest level the connection carries four times over, the smallest on a slow one, and lets hls.js measure without an estimate', () => {
    // As hls.js lists them, by bitrate: 240, 360, 480, 720 and 1080 lines with their sound.
    const levels = [288_000, 628_000, 1_228_000, 3_128_000, 6_128_000].map((bitrate) => ({ bitrate }));
    expect(startLevel(levels, 1.55)).toBe(0);
    expect(startLevel(levels, 0.4)).toBe(0);
    expect(startLevel(levels, 5.2)).toBe(2);
    expect(startLevel(levels, 30)).toBe(4);
    expect(startLevel(levels, undefined)).toBeUndefined();
  });
});

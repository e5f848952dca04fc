import { fittingLines, playbackPlan, type PlaybackNeeds, type VideoUrls } from '../../web/src/media/videoSources';

const LADDER = [1080, 720, 480, 360, 240];
const poem = (stream: string | null, heights = LADDER): VideoUrls => ({
  __typename: 'Poem',
  id: 'p1',
  videoUrl: null,
  renditions: heights.map((height) => ({ height, url: `/media/renditions/${height}.mp4` })),
  stream,
});
const CHROMIUM = { nativeHls: true, mediaSource: true };
const FIREFOX = { nativeHls: false, mediaSource: true };
const needs = (more: Partial<PlaybackNeeds>): PlaybackNeeds => ({ quality: 'AUTO', dataSaver: false, boxLines: null, inList: false, canPlay: FIREFOX, downlinkMbps: null, ...more });

describe('what a player plays', () => {
  it('gives a 286-px card on a 2x screen (161 px tall, 322 device lines) at most 360p, however tall the poem', () => {
    expect(fittingLines(LADDER, 322)).toBe(360);
    expect(playbackPlan(poem(null), needs({ inList: true, boxLines: 322 }))).toEqual({ kind: 'mp4', sources: ['/media/renditions/360.mp4', '/media/renditions/240.mp4'] });
    expect(playbackPlan(poem('/media/hls/p1/master.m3u8'), needs({ inList: true, boxLines: 322 }))).toEqual({ kind: 'hls', url: '/media/hls/p1/master.m3u8', maxLines: 360, engine: 'hls.js' });
  });

  it("plays a stream through the browser's own HLS where it has one, unless the player must be held to a size", () => {
    expect(playbackPlan(poem('/m.m3u8'), needs({ canPlay: CHROMIUM, boxLines: 700 }))).toMatchObject({ kind: 'hls', engine: 'native' });
    expect(playbackPlan(poem('/m.m3u8'), needs({ canPlay: CHROMIUM, boxLines: 322, inList: true }))).toEqual({ kind: 'mp4', sources: ['/media/renditions/360.mp4', '/media/renditions/240.mp4'] });
    expect(playbackPlan(poem('/m.m3u8'), needs({ canPlay: { nativeHls: false, mediaSource: false }, boxLines: 700 }))).toMatchObject({ kind: 'mp4' });
  });

  it('plays a height the viewer chose exactly, and Auto when the poem does not have it', () => {
    expect(playbackPlan(poem('/m.m3u8'), needs({ quality: 'LOWEST' }))).toEqual({ kind: 'mp4', sources: ['/media/renditions/240.mp4'] });
    expect(playbackPlan(poem('/m.m3u8', [720, 480]), needs({ quality: 'LOWEST' }))).toMatchObject({ kind: 'hls', maxLines: Infinity });
    expect(playbackPlan(poem(null, [720, 480]), needs({ quality: 'HIGH', boxLines: 1400 }))).toEqual({ kind: 'mp4', sources: ['/media/renditions/720.mp4', '/media/renditions/480.mp4'] });
  });

  it('holds the data saver to 360p, and an MP4 Auto to what the connection sustains', () => {
    expect(playbackPlan(poem('/m.m3u8'), needs({ dataSaver: true, canPlay: CHROMIUM }))).toMatchObject({ kind: 'mp4', sources: ['/media/renditions/360.mp4', '/media/renditions/240.mp4'] });
    expect(playbackPlan(poem('/m.m3u8'), needs({ dataSaver: true }))).toMatchObject({ kind: 'hls', maxLines: 360 });
    expect(playbackPlan(poem(null), needs({ downlinkMbps: 1.6, boxLines: 1400 }))).toMatchObject({ sources: ['/media/renditions/480.mp4', '/media/renditions/360.mp4', '/media/renditions/240.mp4'] });
  });

  it("plays a private poem's MP4 copies, whose expired links are fetched again", () => {
    expect(playbackPlan(poem('/media/hls/p1/master.m3u8?expires=1&sig=x'), needs({ boxLines: 700 }))).toMatchObject({ kind: 'mp4' });
  });
});

import { launchWebKit } from './engines';
import { keyJourneys } from './journeys';
import { withEngineAndServer } from './withEngineAndServer';

/*
 * WebKit's MediaRecorder offers MP4 only, as Safari's does, so the studio takes its MP4 path here.
 *
 * Debian 12's WebKitGTK 2.50.6 builds its MediaRecorder video encoder (webkitvideoencoder, around
 * x264enc) with an autovideoflip in front, an element GStreamer gained in 1.24; Debian 12 has 1.22.
 * Without it the encoder gives up before pointing its sink pad at anything (the process logs
 * "GStreamer element autovideoflip not found"), so frames stop there, mp4mux waits for a video
 * stream that never comes, and every recording with video comes back empty, whatever the codec
 * string and with all the encoders installed. gstreamer/python/autovideoflip.py supplies the element
 * (videoflip under that name) through gst-python, and the recordings come back as H.264 and AAC.
 *
 * The mock camera paints 1920x1080 frames in software and x264 encodes them on the same cores, about
 * 9 frames a second here, so the picture of a take ends before its sound (videoKeepsPace).
 *
 * Its muxer hands over each second's fragment about a second late, and when the machine is busy the
 * recorder's last 'dataavailable' before 'stop' comes with 0 bytes: the last second is lost (a 5 s
 * take has 3.99 s of sound instead of 4.99; seen in 1 of 2 runs of both suites together, 1 of 15
 * alone). Safari's recorder is a different one (AVFoundation), so the studio leaves this to WebKitGTK.
 *
 * HLS: WebKitGTK 2.50 answers canPlayType('application/vnd.apple.mpegurl') with '' even with
 * GStreamer's HLS demuxers installed (libgsthls and adaptivedemux2 from gst-plugins-bad and -good
 * 1.22), so the player streams through hls.js over its Media Source Extensions, as in Firefox.
 */
describe('The key journeys in WebKit', () => {
  keyJourneys(withEngineAndServer(launchWebKit, { fakeMediaDevices: true, env: { WORKER: 'in-process' } }), { recordsAs: 'video/mp4', codecs: ['audio:aac', 'video:h264'], videoKeepsPace: false, mayLoseLastSecond: true, playsHls: 'through hls.js' });
});

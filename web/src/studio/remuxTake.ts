import { newRecorder, type RecordingFormat } from './captureSettings';

function once(target: EventTarget, type: string): Promise<void> {
  return new Promise((resolve) => target.addEventListener(type, () => resolve(), { once: true }));
}

function failure(target: EventTarget, type: string, message: string): Promise<never> {
  return new Promise((_, reject) => target.addEventListener(type, () => reject(new Error(message)), { once: true }));
}

interface RemuxOptions {
  recorded: Blob;
  sound: AudioBuffer;
  context: AudioContext;
  format: RecordingFormat;
  /** 0 to 1, as the new file is made. */
  onProgress: (fraction: number) => void;
}

/**
 * A new video file: the recorded picture with `sound` in place of its audio. Browsers have no way to
 * swap a file's audio track, so the picture plays (muted) onto a canvas while the sound plays into a
 * stream, and a recorder takes both, in real time. A canvas, not the video element's own
 * captureStream, because Safari can capture only canvases.
 */
export async function remuxWithSound({ recorded, sound, context, format, onProgress }: RemuxOptions): Promise<Blob> {
  const url = URL.createObjectURL(recorded);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.className = 'studio-remux-source';
  video.src = url;
  // In the page, though out of sight: some browsers stop painting frames of a detached video.
  document.body.append(video);
  let painting = 0;
  try {
    await Promise.race([once(video, 'loadeddata'), failure(video, 'error', 'The take could not be played back.')]);
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const painter = canvas.getContext('2d');
    if (!painter) throw new Error('This browser cannot draw video frames.');
    const paint = () => {
      painter.drawImage(video, 0, 0, canvas.width, canvas.height);
      onProgress(Math.min(1, video.currentTime / sound.duration));
      painting = requestAnimationFrame(paint);
    };
    paint();

    const audio = new MediaStreamAudioDestinationNode(context, { channelCount: 2 });
    const source = new AudioBufferSourceNode(context, { buffer: sound });
    source.connect(audio);
    const recorder = newRecorder(new MediaStream([...canvas.captureStream(30).getVideoTracks(), ...audio.stream.getAudioTracks()]), format);
    const chunks: Blob[] = [];
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    const stopped = Promise.race([once(recorder, 'stop'), failure(recorder, 'error', 'The recorder failed while applying effects.')]);

    recorder.start(1000);
    await video.play();
    source.start();
    await Promise.race([once(video, 'ended'), failure(video, 'error', 'The take stopped playing back.')]);
    recorder.stop();
    source.stop();
    source.disconnect();
    await stopped;
    return new Blob(chunks, { type: format.mimeType });
  } finally {
    cancelAnimationFrame(painting);
    video.remove();
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}

import { eq } from 'drizzle-orm';
import { beats } from '../db/schema';
import { publish } from '../events/hub';
import type { JobRun } from '../jobs/queue';
import { probeMedia, UnreadableMediaError } from '../media/probe';
import { demuxerOf } from '../media/sniff';
import type { MediaTools } from '../media/tools';
import type { Runtime } from '../runtime';

/** The job that reads an uploaded beat's length. A deleted beat, or one ffprobe cannot read, ends it quietly. */
export async function readBeatDuration(runtime: Runtime, tools: MediaTools, beatId: string, run: JobRun): Promise<void> {
  const [beat] = await runtime.db.select().from(beats).where(eq(beats.id, beatId));
  if (!beat || !(await runtime.media.stat(beat.fileKey))) return;
  let durationSeconds: number | null;
  const scratch = `beat-${beatId}`;
  try {
    const format = demuxerOf(beat.fileType);
    if (!format) throw new UnreadableMediaError(`no demuxer for ${beat.fileType}`);
    const file = await runtime.media.localCopy(beat.fileKey, await runtime.media.scratchFolder(scratch));
    ({ durationSeconds } = await probeMedia(tools, file, format, run.signal));
  } catch (error) {
    if (!(error instanceof UnreadableMediaError)) throw error;
    runtime.log.warn({ beatId, reason: error.message }, 'a beat could not be read');
    return;
  } finally {
    await runtime.media.removeScratchFolder(scratch);
  }
  await runtime.db.transaction(async (tx) => {
    await tx.update(beats).set({ durationSeconds }).where(eq(beats.id, beatId));
    await publish(tx, { type: 'beats.changed', beatId });
  });
}

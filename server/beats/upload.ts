import type { FileUpload } from 'graphql-upload-minimal';
import type { Context } from '../context';
import { beats, type BeatRow } from '../db/schema';
import { UserInputError } from '../errors';
import { publish } from '../events/hub';
import { sniffAudio } from '../media/sniff';
import { MediaTooLargeError, MediaTypeError, type StoredMedia } from '../media/store';
import { receivedFile, safeFileName, type PendingUpload } from '../media/upload';
import { requireViewer } from '../sessions/viewer';
import { auditBeat, describeBeat } from './manage';
import { BEAT_LIMITS, validBeatDetails, type BeatDetailsInput } from './validation';

export interface UploadBeatInput extends BeatDetailsInput {
  file: PendingUpload;
}

/**
 * Adds a beat. The text fields are checked before the file is read; the file then streams to
 * storage, recognised as audio by its content and stopped at 20 MB, and the row is written last,
 * with the job that reads its duration.
 * Any refusal or failure leaves neither a row nor a file.
 */
export async function uploadBeat(context: Context, input: UploadBeatInput): Promise<BeatRow> {
  const admin = requireViewer(context).user;
  const details = validBeatDetails(input);
  const file = await receivedFile(input.file);
  const fileName = file ? safeFileName(file.filename, BEAT_LIMITS.fileNameMax) : '';
  // A form with no file chosen still sends the part, with an empty name and no bytes.
  if (!file || fileName === '') throw new UserInputError('Please select a beat file to upload', 'file');

  const stored = await storeBeatFile(context, file);
  try {
    return await context.runtime.db.transaction(async (tx) => {
      const [beat] = await tx
        .insert(beats)
        .values({
          ...details,
          fileKey: stored.key,
          fileName,
          fileType: stored.type.mime,
          fileSize: stored.size,
          createdBy: admin.id,
        })
        .returning();
      if (!beat) throw new Error('beat insert returned nothing');
      await auditBeat(context, tx, 'create', beat.id, { after: describeBeat(beat) });
      await context.runtime.jobs.send(tx, 'beat-duration', { beatId: beat.id });
      await publish(tx, { type: 'beats.changed', beatId: beat.id });
      return beat;
    });
  } catch (error) {
    await context.runtime.media.delete(stored.key);
    throw error;
  }
}

/** Streams the file into the media store. When it refuses the file part-way, drainRequestAfterResponse reads the rest of the request. */
async function storeBeatFile(context: Context, file: FileUpload): Promise<StoredMedia> {
  try {
    return await context.runtime.media.put(file.createReadStream(), {
      folder: 'beats',
      maxBytes: BEAT_LIMITS.fileBytesMax,
      recognise: sniffAudio,
    });
  } catch (error) {
    if (error instanceof MediaTypeError) throw new UserInputError('Please upload an MP3, WAV, OGG or M4A audio file.', 'file');
    if (error instanceof MediaTooLargeError) throw new UserInputError('Beat files can be at most 20 MB.', 'file');
    throw error;
  }
}

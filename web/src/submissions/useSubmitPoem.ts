import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../__generated__';
import { apiFailureOf, type ApiFailure } from '../apollo/errors';
import { addToMySubmissions } from '../pages/account/submissions/mySubmissions';
import { useViewer } from '../viewer/viewerContext';
import { forgetKeptUpload, keepUpload, newKeptUpload, type KeptPoemDetails, type KeptUpload } from './keptUploads';
import type { UploadProgress } from './UploadProgressBar';
import { uploadRateMeter } from './uploadRate';
import { uploadVideo, UploadRefusedError } from './uploadVideo';

const SubmitPoemMutation = graphql(`
  mutation SubmitPoemMutation($input: SubmitPoemInput!) {
    submitPoem(input: $input) {
      submission {
        ...MySubmission_submission
      }
    }
  }
`);

const KNOWN_CODES = new Set(['BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT', 'FORBIDDEN', 'UNAUTHENTICATED']);

/** The API's own refusals are shown as written; anything else gets the spec's upload messages. */
function uploadFailure(error: unknown): ApiFailure {
  if (error instanceof UploadRefusedError) return { message: error.message };
  if (!CombinedGraphQLErrors.is(error)) return { message: 'Failed to upload video. Please try again.' };
  const failure = apiFailureOf(error);
  if (failure.code && KNOWN_CODES.has(failure.code)) return failure;
  return { message: 'An error occurred during the upload process. Please try again.' };
}

export interface PoemUpload extends KeptPoemDetails {
  video: File;
}

/**
 * Uploads a poem as a new submission, from a chosen file or a take recorded in the studio: the
 * video goes up resumably, then the poem is submitted naming it. Until the server has the poem,
 * the video and its details are kept in this browser, so resume() can finish it after a reload.
 * `progress` is where the upload is while one runs, null otherwise.
 */
export function useSubmitPoem() {
  const viewer = useViewer();
  const poetId = viewer.status === 'signedIn' ? viewer.account.id : null;
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [submitPoem] = useMutation(SubmitPoemMutation);

  /** Resolves to null once the server has the poem, or to what went wrong; it never rejects. */
  const resume = useCallback(
    async (kept: KeptUpload): Promise<ApiFailure | null> => {
      const total = kept.video.size;
      const meter = uploadRateMeter();
      let sent = 0;
      // While retrying, the bytes sent from before the loss are not progress again.
      let lostAt: number | null = null;
      setProgress({ sent, total, secondsLeft: null, retrying: false });
      try {
        const uploadId = await uploadVideo(kept.video, {
          fingerprint: kept.fingerprint,
          onProgress: (now) => {
            if (lostAt !== null && now <= lostAt) return;
            if (lostAt !== null) meter.start();
            lostAt = null;
            sent = now;
            const rate = meter.note(now);
            setProgress({ sent, total, secondsLeft: rate ? (total - sent) / rate : null, retrying: false });
          },
          onRetrying: () => {
            lostAt = sent;
            setProgress({ sent, total, secondsLeft: null, retrying: true });
          },
        });
        await submitPoem({
          variables: { input: { ...kept.details, uploadId } },
          update: (cache, { data }) => {
            if (data) addToMySubmissions(cache, data.submitPoem.submission);
          },
        });
        await forgetKeptUpload(kept);
        return null;
      } catch (error) {
        return uploadFailure(error);
      } finally {
        setProgress(null);
      }
    },
    [submitPoem],
  );

  const submit = useCallback(
    async ({ video, ...details }: PoemUpload): Promise<ApiFailure | null> => {
      const kept = newKeptUpload(poetId ?? '', details, video);
      if (poetId) await keepUpload(kept);
      return resume(kept);
    },
    [poetId, resume],
  );

  return { submit, resume, progress };
}

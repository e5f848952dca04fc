import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { graphql } from '../__generated__';
import { apiFailureOf, CONNECTION_FAILURE, hasErrorCode, type ApiFailure } from '../apollo/errors';
import { addToMySubmissions } from '../pages/account/submissions/mySubmissions';
import { useViewer } from '../viewer/viewerContext';
import { waitForConnection } from './connectionReturns';
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

type FinishedUpload = KeptUpload & { uploadId: string };

/** Where a poem on its way is: its video going up, the poem being submitted, or submitting waiting for the connection. */
export type Sending = { stage: 'uploading'; progress: UploadProgress } | { stage: 'submitting' } | { stage: 'waiting' };

/**
 * Uploads a poem as a new submission, from a chosen file or a take recorded in the studio: the
 * video goes up resumably, then the poem is submitted naming it. Until the server has the poem,
 * the video and its details are kept in this browser, so resume() can finish it after a reload.
 * A finished upload is never sent again: when the connection fails as the poem is submitted, it is
 * submitted again once the browser is back online (or at once with retryNow), and the server
 * answers a repeat with the submission it made. `sending` is null unless a poem is on its way.
 */
export function useSubmitPoem() {
  const viewer = useViewer();
  const poetId = viewer.status === 'signedIn' ? viewer.account.id : null;
  const [sending, setSending] = useState<Sending | null>(null);
  const [submitPoem] = useMutation(SubmitPoemMutation);
  // The poem last sent here, so a second try continues its upload instead of beginning another.
  const current = useRef<KeptUpload | null>(null);
  const wake = useRef<(() => void) | null>(null);
  const unmounted = useRef(false);
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      wake.current?.();
    };
  }, []);

  const remember = useCallback(async (kept: KeptUpload) => {
    current.current = kept;
    if (kept.poetId) await keepUpload(kept);
  }, []);

  /** `kept` with its upload finished, sending what the server does not have yet. */
  const uploaded = useCallback(
    async (kept: KeptUpload): Promise<FinishedUpload> => {
      if (kept.uploadId) return { ...kept, uploadId: kept.uploadId };
      const total = kept.video.size;
      const meter = uploadRateMeter();
      let sent = 0;
      // While retrying, the bytes sent from before the loss are not progress again.
      let lostAt: number | null = null;
      const show = (progress: UploadProgress) => setSending({ stage: 'uploading', progress });
      show({ sent, total, secondsLeft: null, retrying: false });
      const uploadId = await uploadVideo(kept.video, {
        fingerprint: kept.fingerprint,
        onProgress: (now) => {
          if (lostAt !== null && now <= lostAt) return;
          if (lostAt !== null) meter.start();
          lostAt = null;
          sent = now;
          const rate = meter.note(now);
          show({ sent, total, secondsLeft: rate ? (total - sent) / rate : null, retrying: false });
        },
        onRetrying: () => {
          lostAt = sent;
          show({ sent, total, secondsLeft: null, retrying: true });
        },
      });
      const finished = { ...kept, uploadId };
      await remember(finished);
      return finished;
    },
    [remember],
  );

  /** Submits the finished upload, waiting out lost connections; resolves to null once the server has the poem. */
  const submitted = useCallback(
    async (kept: FinishedUpload): Promise<ApiFailure | null> => {
      for (;;) {
        setSending({ stage: 'submitting' });
        try {
          await submitPoem({
            variables: { input: { ...kept.details, uploadId: kept.uploadId } },
            update: (cache, { data }) => {
              if (data) addToMySubmissions(cache, data.submitPoem.submission);
            },
          });
          current.current = null;
          await forgetKeptUpload(kept);
          return null;
        } catch (error) {
          // The upload expired or was discarded: the next try sends the video again.
          if (hasErrorCode(error, 'NOT_FOUND')) await remember({ ...kept, uploadId: undefined });
          if (CombinedGraphQLErrors.is(error) || unmounted.current) return uploadFailure(error);
        }
        setSending({ stage: 'waiting' });
        const wait = waitForConnection();
        wake.current = wait.now;
        await wait.returned;
        wake.current = null;
        // Left the page: the poem stays kept here, and is offered again on the next visit.
        if (unmounted.current) return CONNECTION_FAILURE;
      }
    },
    [submitPoem, remember],
  );

  /** Resolves to null once the server has the poem, or to what went wrong; it never rejects. */
  const resume = useCallback(
    async (given: KeptUpload): Promise<ApiFailure | null> => {
      // This hook's copy is newer than the caller's once a try here found the finished upload gone.
      const kept = current.current?.fingerprint === given.fingerprint ? current.current : given;
      current.current = kept;
      try {
        return await submitted(await uploaded(kept));
      } catch (error) {
        return uploadFailure(error);
      } finally {
        setSending(null);
      }
    },
    [uploaded, submitted],
  );

  /** Sends a poem; the same video again (after a failure) continues where its upload stopped, with the details as they are now. */
  const submit = useCallback(
    async ({ video, ...details }: PoemUpload): Promise<ApiFailure | null> => {
      const earlier = current.current;
      const kept = earlier?.video === video ? { ...earlier, details } : newKeptUpload(poetId ?? '', details, video);
      await remember(kept);
      return resume(kept);
    },
    [poetId, remember, resume],
  );

  /** While submitting waits for the connection: try now. */
  const retryNow = useCallback(() => wake.current?.(), []);

  return { submit, resume, sending, retryNow };
}

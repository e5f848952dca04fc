import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../__generated__';
import { apiFailureOf, type ApiFailure } from '../components/form/apiFailure';
import { addToMySubmissions } from '../pages/account/submissions/mySubmissions';
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

export interface PoemUpload {
  topicId: string;
  beatId: string | null;
  title: string;
  transcript: string;
  video: File;
}

/**
 * Uploads a poem as a new submission, from a chosen file or a take recorded in the studio: the
 * video goes up resumably, then the poem is submitted naming it. `progress` is the percent of the
 * video sent while an upload runs, null otherwise.
 */
export function useSubmitPoem() {
  const [progress, setProgress] = useState<number | null>(null);
  const [submitPoem] = useMutation(SubmitPoemMutation);

  /** Resolves to null once the server has the poem, or to what went wrong; it never rejects. */
  const submit = useCallback(
    async (poem: PoemUpload): Promise<ApiFailure | null> => {
      setProgress(0);
      try {
        const { video, ...details } = poem;
        const uploadId = await uploadVideo(video, (sent, total) => setProgress(total > 0 ? Math.floor((sent / total) * 100) : 0));
        await submitPoem({
          variables: { input: { ...details, uploadId } },
          update: (cache, { data }) => {
            if (data) addToMySubmissions(cache, data.submitPoem.submission);
          },
        });
        return null;
      } catch (error) {
        return uploadFailure(error);
      } finally {
        setProgress(null);
      }
    },
    [submitPoem],
  );

  return { submit, progress };
}

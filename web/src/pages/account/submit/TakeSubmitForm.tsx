import { useMemo, useState, type FormEvent } from 'react';
import { FieldFrame } from '../../../components/form/FieldFrame';
import { FormField } from '../../../components/form/FormField';
import { Notice } from '../../../components/form/Notice';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useFormAction } from '../../../components/form/useFormAction';
import { useBroughtIntoView } from '../../../components/useBroughtIntoView';
import { formatMegabytes } from '../../../lib/format';
import { useSiteRules } from '../../../lib/siteRules';
import type { Take } from '../../../studio/take';
import { SendingStatus } from '../../../submissions/SendingStatus';
import { useSubmitPoem } from '../../../submissions/useSubmitPoem';
import { videoFileProblem } from '../../../submissions/videoFile';

const FIELDS = ['title', 'transcript'] as const;

interface TakeSubmitFormProps {
  take: Take;
  topicId: string;
  beatId: string;
  /** Applying effects changes the video: no sending meanwhile. */
  disabled: boolean;
  onSubmitted: () => void;
}

/**
 * The take's title and transcript, then the upload; brought into view as the take is ready, so that
 * on a phone nobody hunts for it. A failed upload leaves the take here to send again (continuing
 * where its upload stopped) or download.
 */
export function TakeSubmitForm({ take, topicId, beatId, disabled, onSubmitted }: TakeSubmitFormProps) {
  const [title, setTitle] = useState('');
  const [transcript, setTranscript] = useState('');
  const { submit: submitPoem, sending, retryNow } = useSubmitPoem();
  const form = useFormAction(FIELDS);
  const maxBytes = useSiteRules()?.maxVideoBytes;
  const busy = sending !== null;
  const ref = useBroughtIntoView<HTMLFormElement>();
  // One file a take: sending it again is known as the same video.
  const video = useMemo(() => new File([take.video], `spoken-take.${take.format.extension}`, { type: take.format.mimeType }), [take]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!title.trim()) return form.fail({ message: 'Please fill in all required fields.', field: 'title' });
    if (!transcript.trim()) return form.fail({ message: 'Please fill in all required fields.', field: 'transcript' });
    const problem = videoFileProblem(video, maxBytes);
    if (problem) return form.fail({ message: problem });
    form.reset();
    void (async () => {
      const failure = await submitPoem({ topicId, beatId, title: title.trim(), transcript: transcript.trim(), video });
      if (failure) form.fail(failure);
      else onSubmitted();
    })();
  };

  return (
    <form ref={ref} tabIndex={-1} onSubmit={submit} aria-busy={busy} aria-labelledby="take-submit-heading" className="take-submit" noValidate>
      <h3 id="take-submit-heading">Submit your poem</h3>
      {form.bannerFailure ? (
        <Notice tone="error">
          <p>{form.bannerFailure.message}</p>
          <p>Your take is still here: press Submit Poem to try again, or Download Video to keep a copy.</p>
        </Notice>
      ) : null}
      <fieldset className="upload-form-fields" disabled={busy || disabled}>
        <FormField label="Title" name="title" required maxLength={120} value={title} onChange={setTitle} error={form.fieldError('title')} />
        <FieldFrame label="Transcript" hint="The words of your poem, as you speak them." error={form.fieldError('transcript')}>
          {(control) => (
            <textarea {...control} name="transcript" required rows={6} maxLength={5000} value={transcript} onChange={(event) => setTranscript(event.target.value)} />
          )}
        </FieldFrame>
      </fieldset>
      <p className="take-size">This take is {formatMegabytes(take.video.size)}</p>
      <SendingStatus sending={sending} onRetryNow={retryNow} />
      {sending?.stage === 'waiting' ? null : (
        <SubmitButton pending={busy} pendingLabel="Uploading..." disabled={disabled}>
          Submit Poem
        </SubmitButton>
      )}
    </form>
  );
}

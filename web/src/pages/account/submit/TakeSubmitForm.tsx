import { useState, type FormEvent } from 'react';
import { FieldFrame } from '../../../components/form/FieldFrame';
import { FormField } from '../../../components/form/FormField';
import { Notice } from '../../../components/form/Notice';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useFormAction } from '../../../components/form/useFormAction';
import { formatMegabytes } from '../../../lib/format';
import { useSiteRules } from '../../../lib/siteRules';
import type { Take } from '../../../studio/take';
import { UploadProgressBar } from '../../../submissions/UploadProgressBar';
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

/** The take's title and transcript, then the upload. A failed upload leaves the take here to send again or download. */
export function TakeSubmitForm({ take, topicId, beatId, disabled, onSubmitted }: TakeSubmitFormProps) {
  const [title, setTitle] = useState('');
  const [transcript, setTranscript] = useState('');
  const { submit: submitPoem, progress } = useSubmitPoem();
  const form = useFormAction(FIELDS);
  const maxBytes = useSiteRules()?.maxVideoBytes;
  const uploading = progress !== null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!title.trim()) return form.fail({ message: 'Please fill in all required fields.', field: 'title' });
    if (!transcript.trim()) return form.fail({ message: 'Please fill in all required fields.', field: 'transcript' });
    const video = new File([take.video], `spoken-take.${take.format.extension}`, { type: take.format.mimeType });
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
    <form onSubmit={submit} aria-busy={uploading} aria-labelledby="take-submit-heading" className="take-submit" noValidate>
      <h3 id="take-submit-heading">Submit your poem</h3>
      {form.bannerFailure ? (
        <Notice tone="error">
          <p>{form.bannerFailure.message}</p>
          <p>Note: Automatic upload failed. Please download your video and submit manually.</p>
          <p>Your take is still here: press Submit Poem to try again, or Download Video to keep a copy.</p>
        </Notice>
      ) : null}
      <fieldset className="upload-form-fields" disabled={uploading || disabled}>
        <FormField label="Title" name="title" required maxLength={120} value={title} onChange={setTitle} error={form.fieldError('title')} />
        <FieldFrame label="Transcript" hint="The words of your poem, as you speak them." error={form.fieldError('transcript')}>
          {(control) => (
            <textarea {...control} name="transcript" required rows={6} maxLength={5000} value={transcript} onChange={(event) => setTranscript(event.target.value)} />
          )}
        </FieldFrame>
      </fieldset>
      <p className="take-size">This take is {formatMegabytes(take.video.size)}</p>
      {progress !== null ? <UploadProgressBar progress={progress} /> : null}
      <SubmitButton pending={uploading} pendingLabel="Uploading..." disabled={disabled}>
        Submit Poem
      </SubmitButton>
    </form>
  );
}

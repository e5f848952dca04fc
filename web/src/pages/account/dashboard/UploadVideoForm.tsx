import { useState, type ChangeEvent, type FormEvent } from 'react';
import { BeatSelector } from '../../../beats/BeatSelector';
import type { PoetBeat } from '../../../beats/useBeats';
import { FieldFrame } from '../../../components/form/FieldFrame';
import { FormField } from '../../../components/form/FormField';
import { Notice } from '../../../components/form/Notice';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useFormAction } from '../../../components/form/useFormAction';
import { formatDate, formatMegabytes } from '../../../lib/format';
import { useSiteRules } from '../../../lib/siteRules';
import { SendingStatus } from '../../../submissions/SendingStatus';
import { useSubmitPoem } from '../../../submissions/useSubmitPoem';
import { videoFileProblem, videoFileText } from '../../../submissions/videoFile';
import type { ActiveTopic } from '../../../topics/useActiveTopics';

const FIELDS = ['topicId', 'beatId', 'title', 'transcript', 'video'] as const;

interface UploadVideoFormProps {
  topics: readonly ActiveTopic[];
  beats: readonly PoetBeat[];
  topicId: string | null;
  beatId: string | null;
  onTopicChange: (topicId: string | null) => void;
  onBeatChange: (beatId: string | null) => void;
  /** After the server has taken the poem. */
  onUploaded: () => void;
}

/** A video poem uploaded from the poet's device: topic first, then an optional beat, title, transcript and file. */
export function UploadVideoForm({ topics, beats, topicId, beatId, onTopicChange, onBeatChange, onUploaded }: UploadVideoFormProps) {
  const open = topics.filter((topic) => topic.acceptingSubmissions);
  const topic = open.find((item) => item.id === topicId) ?? null;
  const beat = beats.find((item) => item.id === beatId) ?? null;
  const [title, setTitle] = useState('');
  const [transcript, setTranscript] = useState('');
  const [file, setFile] = useState<File | null>(null);
  // A new file input after each upload: a file input cannot be emptied from React state.
  const [fileKey, setFileKey] = useState(0);
  const { submit: submitPoem, sending, retryNow } = useSubmitPoem();
  const form = useFormAction(FIELDS);
  const maxBytes = useSiteRules()?.maxVideoBytes;

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    form.reset();
    const problem = chosen ? videoFileProblem(chosen, maxBytes) : null;
    if (problem) {
      event.target.value = '';
      setFile(null);
      form.fail({ message: problem, field: 'video' });
      return;
    }
    setFile(chosen);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!topic) return form.fail({ message: 'Please select a topic before submitting.', field: 'topicId' });
    if (!title.trim()) return form.fail({ message: 'Please fill in all required fields.', field: 'title' });
    if (!transcript.trim()) return form.fail({ message: 'Please fill in all required fields.', field: 'transcript' });
    if (!file) return form.fail({ message: 'Please select a video file to upload.', field: 'video' });
    const problem = videoFileProblem(file, maxBytes);
    if (problem) return form.fail({ message: problem, field: 'video' });

    form.reset();
    void (async () => {
      const failure = await submitPoem({ topicId: topic.id, beatId: beat?.id ?? null, title: title.trim(), transcript: transcript.trim(), video: file });
      if (failure) return form.fail(failure);
      setTitle('');
      setTranscript('');
      setFile(null);
      setFileKey((key) => key + 1);
      onUploaded();
    })();
  };

  const busy = sending !== null;
  return (
    <form onSubmit={submit} aria-busy={busy} aria-label="Upload video" className="upload-form" noValidate>
      {form.bannerFailure ? (
        <Notice tone="error">
          <p>{form.bannerFailure.message}</p>
        </Notice>
      ) : null}
      <fieldset className="upload-form-fields" disabled={busy}>
        <FieldFrame label="Topic" error={form.fieldError('topicId')}>
          {(control) => (
            <select {...control} name="topicId" required value={topic?.id ?? ''} onChange={(event) => onTopicChange(event.target.value || null)}>
              <option value="">{open.length === 0 ? 'No topics are open for submissions' : 'Select a topic'}</option>
              {open.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        {topic ? (
          <p className="upload-topic-description">
            {topic.deadline ? <strong>Submissions close {formatDate(topic.deadline)}. </strong> : null}
            {topic.description}
          </p>
        ) : null}

        <BeatSelector beats={beats} selectedId={beat?.id ?? null} onSelect={onBeatChange} optional legend="Beat (optional)" />

        <FormField
          label="Title"
          name="title"
          required
          maxLength={120}
          value={title}
          onChange={setTitle}
          error={form.fieldError('title')}
        />
        <FieldFrame label="Transcript" hint="The words of your poem, as you speak them." error={form.fieldError('transcript')}>
          {(control) => (
            <textarea {...control} name="transcript" required rows={6} maxLength={5000} value={transcript} onChange={(event) => setTranscript(event.target.value)} />
          )}
        </FieldFrame>
        <FieldFrame
          label="Video file"
          hint={!topic ? 'Please select a topic before uploading a video' : maxBytes !== undefined ? `${videoFileText(maxBytes)}.` : undefined}
          error={form.fieldError('video')}
        >
          {(control) => (
            <input {...control} name="video" type="file" accept="video/*" disabled={!topic} onChange={chooseFile} key={fileKey} />
          )}
        </FieldFrame>
        {file ? (
          <p className="upload-file">
            {file.name} · This video is {formatMegabytes(file.size)}
          </p>
        ) : null}
      </fieldset>

      <SendingStatus sending={sending} onRetryNow={retryNow} />
      {sending?.stage === 'waiting' ? null : (
        <SubmitButton pending={busy} pendingLabel="Uploading...">
          Submit Poem
        </SubmitButton>
      )}
    </form>
  );
}

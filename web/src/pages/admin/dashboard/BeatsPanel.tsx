import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { getFragmentData, graphql, type DocumentType, type FragmentType } from '../../../__generated__';
import { uploadProgressContext } from '../../../apollo/uploadFetch';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { FormField } from '../../../components/form/FormField';
import { Notice } from '../../../components/form/Notice';
import { formatFileSize } from '../../../lib/format';
import { MediaFailure } from '../../../media/MediaFailure';
import { useFormAction } from '../../../components/form/useFormAction';
import { useFreshMedia } from '../../../media/useFreshMedia';
import { adminReadFailureText } from '../../../apollo/errors';
import { QueryCell } from '../../../components/QueryCell';

const AdminBeatFragment = graphql(`
  fragment AdminBeat_beat on Beat {
    id
    title
    artist
    genre
    bpm
    key
    fileUrl
    fileName
    fileType
    fileSize
    active
    createdAt
  }
`);

const AdminBeatsQuery = graphql(`
  query AdminBeatsQuery {
    adminBeats {
      id
      ...AdminBeat_beat
    }
  }
`);

const AdminUploadBeatMutation = graphql(`
  mutation AdminUploadBeatMutation($input: UploadBeatInput!) {
    uploadBeat(input: $input) {
      beat {
        id
        ...AdminBeat_beat
      }
    }
  }
`);

const AdminSetBeatActiveMutation = graphql(`
  mutation AdminSetBeatActiveMutation($input: SetBeatActiveInput!) {
    setBeatActive(input: $input) {
      beat {
        ...AdminBeat_beat
      }
    }
  }
`);

const AdminDeleteBeatMutation = graphql(`
  mutation AdminDeleteBeatMutation($input: BeatIdInput!) {
    deleteBeat(input: $input) {
      beatId
    }
  }
`);

const BEAT_EXTENSIONS = ['.mp3', '.wav', '.ogg', '.m4a'];
const MAX_BEAT_BYTES = 20 * 1024 * 1024;
const DELETE_CONFIRM = 'Are you sure you want to delete this beat? This action cannot be undone.';

/** What is wrong with a chosen file before it is sent, or null. */
function fileProblem(file: File | null): string | null {
  if (!file) return 'Please select a beat file to upload';
  const name = file.name.toLowerCase();
  if (!BEAT_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'Please choose an MP3, WAV, OGG or M4A file.';
  if (file.size > MAX_BEAT_BYTES) return `The beat file is ${formatFileSize(file.size)}; the most a beat may be is 20 MB.`;
  return null;
}

const EMPTY = { title: '', artist: '', bpm: '', key: '', genre: '' };

function BeatForm() {
  const [values, setValues] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const form = useFormAction();
  const [saved, setSaved] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const fileId = useId();
  const [upload] = useMutation(AdminUploadBeatMutation, {
    update(cache, { data }) {
      const beat = data?.uploadBeat.beat;
      if (!beat) return;
      cache.updateQuery({ query: AdminBeatsQuery }, (current) =>
        current && !current.adminBeats.some((item) => item.id === beat.id) ? { ...current, adminBeats: [beat, ...current.adminBeats] } : current,
      );
    },
  });
  const set = (field: keyof typeof EMPTY) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const showProblem = (problem: string | null) => (problem ? form.fail({ message: problem }) : form.reset());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    if (!values.title.trim() || !values.artist.trim()) {
      showProblem('Title and artist are required fields');
      return;
    }
    const wrongFile = fileProblem(file);
    if (wrongFile || !file) {
      showProblem(wrongFile);
      return;
    }
    setPercent(0);
    const optional = (value: string) => value.trim() || null;
    void form.run(async () => {
      await upload({
        variables: {
          input: { title: values.title.trim(), artist: values.artist.trim(), bpm: optional(values.bpm), key: optional(values.key), genre: optional(values.genre), file },
        },
        context: uploadProgressContext((progress) => setPercent(progress.percent)),
      });
      setSaved(`Beat '${values.title.trim()}' added.`);
      setValues(EMPTY);
      setFile(null);
      setFileInputKey((key) => key + 1);
    }, 'adding beat');
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-label="Add a beat">
      <h3>Add a Beat</h3>
      {form.failure ? (
        <Notice tone="error">
          <p>{form.failure.message}</p>
        </Notice>
      ) : null}
      {saved ? (
        <Notice tone="success">
          <p>{saved}</p>
        </Notice>
      ) : null}
      <FormField label="Title" name="title" value={values.title} onChange={set('title')} required maxLength={120} />
      <FormField label="Artist" name="artist" value={values.artist} onChange={set('artist')} required maxLength={120} />
      <FormField label="BPM (optional)" name="bpm" value={values.bpm} onChange={set('bpm')} maxLength={40} inputMode="numeric" />
      <FormField label="Key (optional)" name="key" value={values.key} onChange={set('key')} maxLength={40} />
      <FormField label="Genre (optional)" name="genre" value={values.genre} onChange={set('genre')} maxLength={40} />
      <div className="field admin-form-wide">
        <label htmlFor={fileId}>Beat file</label>
        <input
          key={fileInputKey}
          id={fileId}
          type="file"
          accept=".mp3,.wav,.ogg,.m4a,audio/mpeg,audio/wav,audio/ogg,audio/mp4"
          aria-describedby={`${fileId}-hint`}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            showProblem(chosen && fileProblem(chosen));
          }}
        />
        <p id={`${fileId}-hint`} className="field-hint">
          MP3, WAV, OGG or M4A, at most 20 MB.{file ? ` Chosen: ${file.name} (${formatFileSize(file.size)}).` : ''}
        </p>
      </div>
      <div className="card-actions">
        <button type="submit" className="button button--primary" disabled={form.pending}>
          {form.pending ? `Uploading… ${percent}%` : 'Upload Beat'}
        </button>
        {form.pending ? <progress max={100} value={percent} aria-label="Upload progress" /> : null}
      </div>
    </form>
  );
}

type Beat = DocumentType<typeof AdminBeatFragment>;

function useBeats() {
  return useQuery(AdminBeatsQuery, { fetchPolicy: 'cache-and-network' });
}

/** A beat's player; an inactive beat's link expires, and is fetched again (with the list) when it fails. */
function BeatAudio({ beat }: { beat: Beat }) {
  const client = useApolloClient();
  const audio = useRef<HTMLAudioElement>(null);
  const refresh = useCallback(async () => {
    const { data } = await client.query({ query: AdminBeatsQuery, fetchPolicy: 'network-only' });
    const fresh = data?.adminBeats.find((each) => each.id === beat.id);
    return fresh ? [getFragmentData(AdminBeatFragment, fresh).fileUrl] : [];
  }, [client, beat.id]);
  const fresh = useFreshMedia(audio, [beat.fileUrl], refresh);
  if (fresh.failed) return <MediaFailure message="This beat could not be played." onRetry={fresh.retry} label={beat.title} />;
  return (
    <audio ref={audio} key={fresh.files} controls preload="none" aria-label={`Play ${beat.title}`} {...fresh.mediaEvents}>
      <source src={beat.fileUrl} onError={fresh.onSourceError} />
      Your browser cannot play this audio.
    </audio>
  );
}

function BeatRow({ beat: shown }: { beat: FragmentType<typeof AdminBeatFragment> }) {
  const beat = getFragmentData(AdminBeatFragment, shown);
  const [setActive, toggling] = useMutation(AdminSetBeatActiveMutation);
  const [remove, deleting] = useMutation(AdminDeleteBeatMutation, {
    update(cache, { data }) {
      const id = data?.deleteBeat.beatId;
      if (id) cache.evict({ id: cache.identify({ __typename: 'Beat', id }) });
    },
  });
  const row = useFormAction();
  const toggle = () =>
    row.run(async () => {
      await setActive({ variables: { input: { id: beat.id, active: !beat.active } } });
    }, 'updating beat status');
  const destroy = async () => {
    if (!window.confirm(DELETE_CONFIRM)) return;
    await row.run(async () => {
      await remove({ variables: { input: { id: beat.id } } });
    }, 'deleting beat');
  };
  const details = [beat.genre, beat.bpm ? `${beat.bpm} BPM` : null, beat.key ? `Key ${beat.key}` : null].filter(Boolean).join(' · ');
  return (
    <tr>
      <td data-label="Beat">
        <strong className="break-anywhere">{beat.title}</strong>
        <div className="muted">{beat.artist}</div>
        {details ? <div className="muted">{details}</div> : null}
      </td>
      <td data-label="Listen">
        <BeatAudio beat={beat} />
      </td>
      <td data-label="Size">{formatFileSize(beat.fileSize)}</td>
      <td data-label="Status">
        <span className={`badge ${beat.active ? 'badge--paid' : 'badge--withdrawn'}`}>{beat.active ? 'Active' : 'Inactive'}</span>
      </td>
      <td data-label="Actions">
        <div className="cell-actions">
          <button type="button" className="button button--secondary button--small" onClick={() => void toggle()} disabled={toggling.loading} aria-label={`${beat.active ? 'Deactivate' : 'Activate'} ${beat.title}`}>
            {toggling.loading ? 'Saving…' : beat.active ? 'Deactivate' : 'Activate'}
          </button>
          <button type="button" className="button button--danger button--small" onClick={() => void destroy()} disabled={deleting.loading} aria-label={`Delete ${beat.title}`}>
            {deleting.loading ? 'Deleting…' : 'Delete'}
          </button>
        </div>
        {row.failure ? <ErrorBanner message={row.failure.message} onDismiss={row.reset} /> : null}
      </td>
    </tr>
  );
}

/** The Beats tab: upload a beat, then listen to, offer, withdraw or delete each one. */
export function BeatsPanel() {
  const result = useBeats();
  return (
    <>
      <BeatForm />
      <QueryCell
        result={result}
        failure={adminReadFailureText}
        loading={
          <p className="card-meta" role="status">
            Loading beats…
          </p>
        }
        isEmpty={(data) => data.adminBeats.length === 0}
        empty={<p className="empty-state">No beats available yet.</p>}
      >
        {(data) => (
          <div className="table-wrap table-wrap--stack">
            <table className="admin-table">
              <caption className="visually-hidden">Beats</caption>
              <thead>
                <tr>
                  <th scope="col">Beat</th>
                  <th scope="col">Listen</th>
                  <th scope="col">Size</th>
                  <th scope="col">Status</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {data.adminBeats.map((beat) => (
                  <BeatRow key={beat.id} beat={beat} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryCell>
    </>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { graphql } from '../../../__generated__';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { adminErrorText } from '../../../apollo/errors';

const AdminSiteSettingsQuery = graphql(`
  query AdminSiteSettingsQuery {
    siteSettings {
      videoChannelUrl
    }
  }
`);

const AdminUpdateSiteSettingsMutation = graphql(`
  mutation AdminUpdateSiteSettingsMutation($input: UpdateSiteSettingsInput!) {
    updateSiteSettings(input: $input) {
      siteSettings {
        videoChannelUrl
      }
    }
  }
`);

/** The address of the video channel home links to; home shows no link while it is empty. */
export function VideoChannelForm() {
  const { data } = useQuery(AdminSiteSettingsQuery);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [save, { loading }] = useMutation(AdminUpdateSiteSettingsMutation, {
    // Home reads the same field: keep it in step without a refetch.
    update: (cache, { data: result }) => {
      if (result) cache.writeQuery({ query: AdminSiteSettingsQuery, data: { __typename: 'Query', siteSettings: result.updateSiteSettings.siteSettings } });
    },
  });
  const inputId = useId();
  const value = draft ?? data?.siteSettings.videoChannelUrl ?? '';

  return (
    <article className="card video-channel-card" aria-label="Video channel">
      <h3>Video channel</h3>
      <p className="card-meta">Home links to this channel. Leave it empty to hide the link.</p>
      {error ? <ErrorBanner message={error} onDismiss={() => setError(null)} /> : null}
      <form
        className="video-channel-form"
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          setSaved(false);
          save({ variables: { input: { videoChannelUrl: value } } })
            .then(() => {
              setDraft(null);
              setSaved(true);
            })
            .catch((failure: unknown) => setError(adminErrorText('saving the video channel', failure)));
        }}
      >
        <div className="field">
          <label htmlFor={inputId}>Video channel address</label>
          <input
            id={inputId}
            type="url"
            inputMode="url"
            maxLength={500}
            placeholder="https://www.youtube.com/@yourchannel"
            value={value}
            onChange={(event) => {
              setDraft(event.target.value);
              setSaved(false);
            }}
            disabled={loading || !data}
            aria-describedby={`${inputId}-hint`}
          />
          <p id={`${inputId}-hint`} className="field-hint">
            An https:// address, at most 500 characters.
          </p>
        </div>
        <div className="card-actions">
          <button type="submit" className="button button--primary" disabled={loading || !data}>
            {loading ? 'Saving…' : 'Save Channel'}
          </button>
          {saved ? (
            <span className="card-meta" role="status">
              Saved.
            </span>
          ) : null}
        </div>
      </form>
    </article>
  );
}

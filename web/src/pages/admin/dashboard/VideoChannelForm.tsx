import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { graphql } from '../../../__generated__';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { adminReadFailureText } from '../../../apollo/errors';
import { useFormAction } from '../../../components/form/useFormAction';
import { QueryCell } from '../../../components/QueryCell';

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

/** The form that changes the channel's `address`; disabled until the address has come. */
function ChannelForm({ address }: { address?: string | null }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const action = useFormAction();
  const [save] = useMutation(AdminUpdateSiteSettingsMutation, {
    // Home reads the same field: keep it in step without a refetch.
    update: (cache, { data: result }) => {
      if (result) cache.writeQuery({ query: AdminSiteSettingsQuery, data: { __typename: 'Query', siteSettings: result.updateSiteSettings.siteSettings } });
    },
  });
  const inputId = useId();
  const value = draft ?? address ?? '';
  const disabled = action.pending || address === undefined;

  return (
    <>
      {action.failure ? <ErrorBanner message={action.failure.message} onDismiss={action.reset} /> : null}
      <form
        className="video-channel-form"
        onSubmit={(event) => {
          event.preventDefault();
          setSaved(false);
          void action.run(async () => {
            await save({ variables: { input: { videoChannelUrl: value } } });
            setDraft(null);
            setSaved(true);
          }, 'saving the video channel');
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
            disabled={disabled}
            aria-describedby={`${inputId}-hint`}
          />
          <p id={`${inputId}-hint`} className="field-hint">
            An https:// address, at most 500 characters.
          </p>
        </div>
        <div className="card-actions">
          <button type="submit" className="button button--primary" disabled={disabled}>
            {action.pending ? 'Saving…' : 'Save Channel'}
          </button>
          {saved ? (
            <span className="card-meta" role="status">
              Saved.
            </span>
          ) : null}
        </div>
      </form>
    </>
  );
}

/** The address of the video channel home links to; home shows no link while it is empty. */
export function VideoChannelForm() {
  const result = useQuery(AdminSiteSettingsQuery);
  return (
    <article className="card video-channel-card" aria-label="Video channel">
      <h3>Video channel</h3>
      <p className="card-meta">Home links to this channel. Leave it empty to hide the link.</p>
      <QueryCell result={result} failure={adminReadFailureText} loading={<ChannelForm />}>
        {(data) => <ChannelForm address={data.siteSettings.videoChannelUrl} />}
      </QueryCell>
    </article>
  );
}

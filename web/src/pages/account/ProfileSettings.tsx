import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { Notice } from '../../components/form/Notice';
import { PageLoading } from '../../components/PageLoading';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountForm } from './DeleteAccountForm';
import { PublicNameForm } from './PublicNameForm';
import { SettingsSection } from './SettingsSection';
import { VideoQualitySetting } from './VideoQualitySetting';

const ProfileSettingsQuery = graphql(`
  query ProfileSettingsQuery {
    viewer {
      id
      name
      publicName
      hasPassword
      preferredVideoQuality
    }
  }
`);

/** The signed-in person's own settings: public name, video quality, password, a download of their data and account deletion. */
export function ProfileSettings() {
  const { data, loading, error, refetch } = useQuery(ProfileSettingsQuery);
  if (loading && !data) return <PageLoading label="Loading your settings…" />;
  const account = data?.viewer;
  if (error || !account) {
    return (
      <Notice tone="error">
        <p>We couldn't load your settings.</p>
        <button type="button" className="button button--secondary" onClick={() => void refetch()}>
          Try again
        </button>
      </Notice>
    );
  }

  return (
    <div className="settings-panel">
      <SettingsSection title="Profile">
        <PublicNameForm publicName={account.publicName} name={account.name} />
      </SettingsSection>
      <SettingsSection title="Playback">
        <VideoQualitySetting quality={account.preferredVideoQuality} />
      </SettingsSection>
      <SettingsSection title="Password">
        {account.hasPassword ? (
          <ChangePasswordForm />
        ) : (
          <p className="settings-description">Your account signs in with Google, so it has no password to change.</p>
        )}
      </SettingsSection>
      <SettingsSection
        title="Your Data"
        description="One zip file of your account, your poems and their videos, your votes, rewards and payments (account number masked), and the mail we sent you."
      >
        {/* A plain link: the browser saves the zip as it arrives, however large the videos in it. */}
        <a className="button button--secondary" href="/account/export">
          Download My Data
        </a>
      </SettingsSection>
      <SettingsSection
        title="Delete Account"
        tone="danger"
        description="Your name, email and password are erased and every session ends. Approved poems stay up, credited to 'Anonymous Poet'."
      >
        <DeleteAccountForm hasPassword={account.hasPassword} />
      </SettingsSection>
    </div>
  );
}

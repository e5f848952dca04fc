import { useQuery } from '@apollo/client/react';
import { graphql, type DocumentType } from '../../__generated__';
import { READ_FAILURE_TEXT } from '../../apollo/errors';
import { ErrorBanner } from '../../components/ErrorBanner';
import { PageLoading } from '../../components/PageLoading';
import { QueryCell } from '../../components/QueryCell';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountForm } from './DeleteAccountForm';
import { PlaybackSwitches } from './PlaybackSwitches';
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

type Account = NonNullable<DocumentType<typeof ProfileSettingsQuery>['viewer']>;

/** The signed-in person's own settings: public name, video quality, password, a download of their data and account deletion. */
export function ProfileSettings() {
  const result = useQuery(ProfileSettingsQuery);
  return (
    <QueryCell
      result={result}
      loading={<PageLoading label="Loading your settings…" />}
      // No viewer: the session ended since the page opened.
      isEmpty={(data) => !data.viewer}
      empty={<ErrorBanner message={READ_FAILURE_TEXT.signedOut} />}
    >
      {({ viewer }) => viewer && <Settings account={viewer} />}
    </QueryCell>
  );
}

function Settings({ account }: { account: Account }) {
  return (
    <div className="settings-panel">
      <SettingsSection title="Profile">
        <PublicNameForm publicName={account.publicName} name={account.name} />
      </SettingsSection>
      <SettingsSection title="Playback">
        <VideoQualitySetting quality={account.preferredVideoQuality} />
        <PlaybackSwitches />
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
        {/* A plain form: the browser saves the zip as it arrives, however large the videos in it. A POST,
            which the server refuses from other sites' pages, so no link elsewhere spends the downloads. */}
        <form method="post" action="/account/export">
          <button type="submit" className="button button--secondary">
            Download My Data
          </button>
        </form>
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

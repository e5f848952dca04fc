import { Page } from '../../components/Page';
import { ProfileSettings } from './ProfileSettings';

export default function DashboardPage() {
  return (
    <Page
      title="My Dashboard"
      lead="Your submissions, earnings, beats, payment details and settings in one place."
    >
      <section className="section" aria-labelledby="dashboard-settings">
        <h2 id="dashboard-settings">Settings</h2>
        <ProfileSettings />
      </section>
    </Page>
  );
}

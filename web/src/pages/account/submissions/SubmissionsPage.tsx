import { Page } from '../../../components/Page';
import { useMySubmissionUpdates } from './mySubmissions';
import { MySubmissionsList } from './MySubmissionsList';

export default function SubmissionsPage() {
  useMySubmissionUpdates();
  return (
    <Page title="My Submissions" lead="Every poem you've submitted, its review status and feedback from our reviewers.">
      <MySubmissionsList />
    </Page>
  );
}

import { Page } from '../../components/Page';

export default function SubmissionsPage() {
  return (
    <Page
      title="My Submissions"
      lead="Every poem you've submitted, its review status and feedback from our reviewers."
    />
  );
}

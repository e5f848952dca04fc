import { Page } from '../../components/Page';

export default function AdminReviewPage() {
  return (
    <Page
      title="Review Submissions"
      lead="Watch new poems, approve or reject them, and leave feedback for the poet."
    />
  );
}

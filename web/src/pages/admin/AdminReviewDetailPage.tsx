import { Page } from '../../components/Page';

export default function AdminReviewDetailPage() {
  return (
    <Page
      title="Review Submission"
      lead="One submission in full: the poem, its transcript, the poet and its review."
    />
  );
}

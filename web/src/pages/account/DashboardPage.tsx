import { Page } from '../../components/Page';

export default function DashboardPage() {
  return (
    <Page
      title="My Dashboard"
      lead="Your submissions, earnings, beats, payment details and settings in one place."
    />
  );
}

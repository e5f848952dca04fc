import { Page } from '../../components/Page';

export default function AdminPaymentsPage() {
  return <Page title="Payment Management" lead="Rewards owed and paid, with each poet's bank details." />;
}

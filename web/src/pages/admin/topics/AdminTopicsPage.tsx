import { AdminPage } from '../AdminPage';
import { TopicsManager } from './TopicsManager';

export default function AdminTopicsPage() {
  return (
    <AdminPage title="Topic Management" lead="Create and edit topics, and choose which are open for submissions. Dates are in South African time.">
      <TopicsManager />
    </AdminPage>
  );
}

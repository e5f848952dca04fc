import { Page } from '../../components/Page';

export default function AdminTopicsPage() {
  return <Page title="Topic Management" lead="Create and edit topics, and choose which are open for submissions." />;
}

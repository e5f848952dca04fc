import { Page } from '../../components/Page';

export default function TopicsPage() {
  return <Page title="Topics" lead="The themes open right now. Pick one that moves you and make a poem of it." />;
}

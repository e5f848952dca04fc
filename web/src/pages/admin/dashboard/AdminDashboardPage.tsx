import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from '../../../routing/router';
import { AdminPage } from '../AdminPage';
import { BeatsPanel } from './BeatsPanel';
import { DashboardOverview } from './DashboardOverview';
import { PagesPanel } from './PagesPanel';
import { TopicsManager } from '../topics/TopicsManager';
import { VideoChannelForm } from './VideoChannelForm';
import './dashboard.css';

const TABS = [
  { value: 'dashboard', label: 'Dashboard' },
  { value: 'beats', label: 'Beats' },
  { value: 'topics', label: 'Topics' },
  { value: 'pages', label: 'Pages' },
] as const;

type Tab = (typeof TABS)[number]['value'];

function tabFrom(value: string | null): Tab {
  return TABS.find((tab) => tab.value === value)?.value ?? 'dashboard';
}

export default function AdminDashboardPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get('tab'));
  return (
    <AdminPage title="Admin Dashboard" lead="Users, submissions, payouts, beats, topics and pages at a glance.">
      <Tabs.Root value={tab} onValueChange={(value) => setParams(value === 'dashboard' ? {} : { tab: value }, { replace: true })} activationMode="manual">
        <Tabs.List className="tabs-list admin-tabs" aria-label="Admin dashboard">
          {TABS.map((item) => (
            <Tabs.Trigger key={item.value} value={item.value} className="tabs-trigger">
              {item.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="dashboard">
          <DashboardOverview />
        </Tabs.Content>
        <Tabs.Content value="beats">
          <BeatsPanel />
        </Tabs.Content>
        <Tabs.Content value="topics">
          <TopicsManager emptyText="No topics available yet." />
        </Tabs.Content>
        <Tabs.Content value="pages" className="pages-tab">
          <VideoChannelForm />
          <PagesPanel />
        </Tabs.Content>
      </Tabs.Root>
    </AdminPage>
  );
}

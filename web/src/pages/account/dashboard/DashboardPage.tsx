import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Notice } from '../../../components/form/Notice';
import { Page } from '../../../components/Page';
import { BeatsTab } from './BeatsTab';
import './dashboard.css';
import { DashboardStats } from './DashboardStats';
import { OverviewTab } from './OverviewTab';
import { UploadTab } from './UploadTab';
import { DASHBOARD_TABS, useDashboardTab, type DashboardTab } from './useDashboardTab';
import { AdminsDoNotSubmit } from '../../../routing/AdminsDoNotSubmit';
import { useIsAdmin } from '../../../viewer/viewerContext';
import { PaymentDetails } from '../payment/PaymentDetails';
import { ProfileSettings } from '../ProfileSettings';
import { useMySubmissionUpdates } from '../submissions/mySubmissions';
import { MySubmissionsList } from '../submissions/MySubmissionsList';

const TAB_LABELS: Record<DashboardTab, string> = {
  overview: 'Overview',
  submissions: 'My Submissions',
  upload: 'Upload Video',
  beats: 'Browse Beats',
  payment: 'Payment',
  settings: 'Settings',
};

export default function DashboardPage() {
  const { tab, topicId, beatId, openTab, choose, showSubmissions } = useDashboardTab();
  const [uploaded, setUploaded] = useState(false);
  const isAdmin = useIsAdmin();
  // Admins do not submit poems or earn rewards: no Upload Video or Payment tab, and their addresses explain why.
  const tabs = isAdmin ? DASHBOARD_TABS.filter((value) => value !== 'upload' && value !== 'payment') : DASHBOARD_TABS;
  useMySubmissionUpdates();

  // A button inside one tab that opens another would leave focus on nothing; it goes to the new tab's panel instead.
  const panels = useRef<Partial<Record<DashboardTab, HTMLDivElement | null>>>({});
  const focusAfterOpen = useRef(false);
  useEffect(() => {
    if (!focusAfterOpen.current) return;
    focusAfterOpen.current = false;
    // Radix unhides a newly chosen panel in a render of its own; a hidden element cannot take focus.
    const frame = requestAnimationFrame(() => panels.current[tab]?.focus());
    return () => cancelAnimationFrame(frame);
  }, [tab]);

  const openFromPanel: typeof openTab = (next, choices) => {
    focusAfterOpen.current = true;
    setUploaded(false);
    openTab(next, choices);
  };

  const content: Record<DashboardTab, ReactNode> = {
    overview: <OverviewTab openTab={openFromPanel} />,
    submissions: (
      <>
        <h2 className="visually-hidden">My Submissions</h2>
        <MySubmissionsList />
      </>
    ),
    upload: isAdmin ? (
      <AdminsDoNotSubmit />
    ) : (
      <UploadTab
        topicId={topicId}
        beatId={beatId}
        choose={choose}
        onUploaded={() => {
          focusAfterOpen.current = true;
          setUploaded(true);
          showSubmissions();
        }}
      />
    ),
    beats: <BeatsTab openTab={openFromPanel} />,
    payment: <PaymentDetails />,
    settings: (
      <>
        <h2 className="visually-hidden">Settings</h2>
        <ProfileSettings />
      </>
    ),
  };

  return (
    <Page title="My Dashboard" lead="Your submissions, earnings, beats, payment details and settings in one place.">
      <DashboardStats />
      <Tabs.Root
        className="dashboard-tabs"
        value={tab}
        activationMode="manual"
        onValueChange={(next) => {
          setUploaded(false);
          openTab(next as DashboardTab);
        }}
      >
        <Tabs.List className="tabs-list" aria-label="Dashboard">
          {tabs.map((value) => (
            <Tabs.Trigger key={value} value={value} className="tabs-trigger">
              {TAB_LABELS[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {uploaded && tab === 'submissions' ? (
          <Notice tone="success">
            <p>Submission uploaded successfully!</p>
          </Notice>
        ) : null}
        {DASHBOARD_TABS.map((value) => (
          <Tabs.Content
            key={value}
            value={value}
            className="tabs-content"
            ref={(panel) => {
              panels.current[value] = panel;
            }}
          >
            {content[value]}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Page>
  );
}

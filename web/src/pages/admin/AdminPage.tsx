import type { DocumentNode } from '@apollo/client';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Page } from '../../components/Page';
import { useAdminLive } from './useAdminLive';
import { useAdminStats } from './useAdminStats';
import './admin.css';

/** The admin console's sections, in one row: the dashboard's own sections are addressed by its `tab`. */
const SECTIONS = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/review', label: 'Review' },
  { to: '/admin/topics', label: 'Topics' },
  { to: '/admin?tab=beats', label: 'Beats' },
  { to: '/admin?tab=pages', label: 'Pages' },
  { to: '/admin/payments', label: 'Payments' },
  { to: '/admin/users', label: 'Users' },
] as const;

/** The section the address is in: the longest section path it is in, the dashboard's tab counting as part of its address. */
function currentSection(pathname: string, tab: string | null): string | undefined {
  if (pathname === '/admin') return tab === 'beats' || tab === 'pages' ? `/admin?tab=${tab}` : '/admin';
  return SECTIONS.find((section) => section.to !== '/admin' && (pathname === section.to || pathname.startsWith(`${section.to}/`)))?.to;
}

function AdminNav() {
  const { stats } = useAdminStats();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = currentSection(pathname, params.get('tab'));
  return (
    <nav className="admin-nav" aria-label="Admin">
      {SECTIONS.map((section) => (
        <Link key={section.to} to={section.to} aria-current={section.to === current ? 'page' : undefined}>
          {section.label}
          {section.to === '/admin/review' && stats && stats.pending > 0 ? (
            <span className="admin-nav-count" aria-label={`${stats.pending} pending`}>
              {stats.pending}
            </span>
          ) : null}
        </Link>
      ))}
    </nav>
  );
}

interface AdminPageProps {
  title: string;
  lead?: ReactNode;
  /** The screen's queries that the review queue changes (useAdminLive). */
  queueReaders?: readonly DocumentNode[];
  children?: ReactNode;
}

/** An admin screen: the admin sections to move between, in one row, kept live while it is open. */
export function AdminPage({ title, lead, queueReaders = [], children }: AdminPageProps) {
  useAdminLive(queueReaders);
  return (
    <Page title={title} lead={lead}>
      <AdminNav />
      {children}
    </Page>
  );
}

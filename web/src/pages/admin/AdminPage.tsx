import type { ReactNode } from 'react';
import { NavLink } from '../../routing/router';
import { Page } from '../../components/Page';
import { useAdminLive } from './useAdminLive';
import { useAdminStats } from './useAdminStats';
import './admin.css';

function AdminNav() {
  const { stats } = useAdminStats();
  return (
    <nav className="admin-nav" aria-label="Admin">
      <NavLink to="/admin" end>
        Dashboard
      </NavLink>
      <NavLink to="/admin/review">
        Review
        {stats && stats.pending > 0 ? (
          <span className="admin-nav-count" aria-label={`${stats.pending} pending`}>
            {stats.pending}
          </span>
        ) : null}
      </NavLink>
      <NavLink to="/admin/topics">Topics</NavLink>
      <NavLink to="/admin/payments">Payments</NavLink>
      <NavLink to="/admin/users">Users</NavLink>
    </nav>
  );
}

interface AdminPageProps {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** An admin screen: the admin sections to move between, kept live while it is open. */
export function AdminPage({ title, lead, children }: AdminPageProps) {
  useAdminLive();
  return (
    <Page title={title} lead={lead}>
      <AdminNav />
      {children}
    </Page>
  );
}

import type { ReactNode } from 'react';
import { replace } from 'react-router-dom';
import type { PageAccess } from '../../../common/appPages';
import { Page } from '../components/Page';
import { useIsAdmin } from '../viewer/viewerContext';
import { AdminsDoNotSubmit } from './AdminsDoNotSubmit';
import { loginPath } from './redirects';

/** Who is signed in, as a page's loader reads it: null for a visitor. */
export type ReadViewer = () => Promise<{ isAdmin: boolean } | null>;

/**
 * Sends away, before any of the page's code or data loads, a person who may not see a page: a
 * visitor to log in (and back to `url` afterwards) or, for an admin page, to the admin login; a
 * signed-in poet away from admin pages to their own dashboard. Thrown as the loader's redirect.
 */
export async function checkAccess(access: PageAccess, url: URL, readViewer: ReadViewer): Promise<void> {
  if (access === 'anyone') return;
  const viewer = await readViewer();
  if (access === 'admins') {
    if (!viewer) throw replace('/admin-login');
    if (!viewer.isAdmin) throw replace('/dashboard');
  } else if (!viewer) {
    throw replace(loginPath(url));
  }
}

/** Poets' pages (recording a poem): an admin is told admins do not submit poems, and where their own pages are. */
export function PoetsOnly({ children }: { children: ReactNode }) {
  if (!useIsAdmin()) return children;
  return (
    <Page title="Create a Poem">
      <AdminsDoNotSubmit />
    </Page>
  );
}

import { createContext, useContext } from 'react';
import { graphql, type DocumentType } from '../__generated__';

/** What the app knows about the signed-in person. */
export const ViewerAccountFragment = graphql(`
  fragment Viewer_account on Account {
    id
    name
    publicName
    email
    role
    isAdministrator
    preferredVideoQuality
    autoPlay
    poemsSubmitted
    poemsAccepted
    poemsRejected
  }
`);

export type ViewerAccount = DocumentType<typeof ViewerAccountFragment>;

export type ViewerState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'signedOut' }
  | { status: 'signedIn'; account: ViewerAccount; isAdmin: boolean };

export const ViewerContext = createContext<ViewerState>({ status: 'loading' });

/** The signed-in person, or why there is none yet. */
export function useViewer(): ViewerState {
  return useContext(ViewerContext);
}

/** True once the signed-in person is known to be an admin: admins are offered no poet actions (they do not submit poems). */
export function useIsAdmin(): boolean {
  const viewer = useViewer();
  return viewer.status === 'signedIn' && viewer.isAdmin;
}

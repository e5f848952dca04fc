import type { Context } from '../context';
import { AuthenticationError } from '../errors';
import type { Viewer } from './sessions';

/** Whether the viewer is signed in as an admin; false for a visitor. */
export function isAdmin(viewer: Viewer | null): boolean {
  return viewer?.user.role === 'admin';
}

/** The signed-in viewer; throws UNAUTHENTICATED for a visitor. */
export function requireViewer(context: Context): Viewer {
  if (!context.viewer) throw new AuthenticationError();
  return context.viewer;
}

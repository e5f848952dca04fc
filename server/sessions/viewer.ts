import type { Context } from '../context';
import { AuthenticationError } from '../errors';
import type { Viewer } from './sessions';

/** The signed-in viewer; throws UNAUTHENTICATED for a visitor. */
export function requireViewer(context: Context): Viewer {
  if (!context.viewer) throw new AuthenticationError();
  return context.viewer;
}

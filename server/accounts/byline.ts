import type { Queryable } from '../db/client';
import { publish } from '../events/hub';
import { hasPublicPoem } from '../submissions/queries';

/**
 * Tells every instance that the name the poet's poems are shown under changed, inside the caller's
 * transaction, when any of their poems is on public view: pages kept for visitors are made again.
 */
export async function publishBylineChange(tx: Queryable, userId: string): Promise<void> {
  if (await hasPublicPoem(tx, userId)) await publish(tx, { type: 'byline.changed', userId });
}

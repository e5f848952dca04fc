import type { Queryable } from '../db/client';
import { writeMissingGalleryPoems } from '../gallery/gallery';
import { writeMissingPages } from '../textPages/pages';

/**
 * Writes the content every Spoken needs, in every environment: the default text pages and the
 * gallery's sample poems. Runs on each start and only adds what is missing, so an admin's edit is
 * never overwritten and several instances may run it at once.
 */
export async function seedBaselineContent(db: Queryable): Promise<void> {
  await writeMissingPages(db);
  await writeMissingGalleryPoems(db);
}

import type { Queryable } from '../db/client';
import { galleryPoems, pageKeyEnum, pages } from '../db/schema';
import { GALLERY_POEMS } from '../gallery/poems';
import { DEFAULT_PAGES } from '../pages/defaults';

/**
 * Writes the content every Spoken needs, in every environment: the default text pages and the
 * gallery's sample poems. Runs on each start and only adds what is missing, so an admin's edit is
 * never overwritten and several instances may run it at once.
 */
export async function seedBaselineContent(db: Queryable): Promise<void> {
  await db
    .insert(pages)
    .values(pageKeyEnum.enumValues.map((key) => ({ key, content: DEFAULT_PAGES[key] })))
    .onConflictDoNothing({ target: pages.key });
  await db
    .insert(galleryPoems)
    .values(GALLERY_POEMS.map((poem, index) => ({ ...poem, position: index + 1 })))
    .onConflictDoNothing({ target: galleryPoems.id });
}

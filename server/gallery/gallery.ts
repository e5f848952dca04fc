import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { galleryPoems, type GalleryPoemRow } from '../db/schema';
import { GALLERY_POEMS } from './poems';

/** The gallery's sample poems in gallery order. */
export function listGalleryPoems(db: Queryable): Promise<GalleryPoemRow[]> {
  return db.select().from(galleryPoems).orderBy(asc(galleryPoems.position), asc(galleryPoems.id));
}

export async function findGalleryPoem(db: Queryable, id: string): Promise<GalleryPoemRow | null> {
  const [row] = await db.select().from(galleryPoems).where(eq(galleryPoems.id, id)).limit(1);
  return row ?? null;
}

/** Writes the sample poems the gallery does not hold yet, in their gallery order. */
export async function writeMissingGalleryPoems(db: Queryable): Promise<void> {
  await db
    .insert(galleryPoems)
    .values(GALLERY_POEMS.map((poem, index) => ({ ...poem, position: index + 1 })))
    .onConflictDoNothing({ target: galleryPoems.id });
}

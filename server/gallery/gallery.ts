import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { galleryPoems, type GalleryPoemRow } from '../db/schema';

/** The gallery's sample poems in gallery order. */
export function listGalleryPoems(db: Queryable): Promise<GalleryPoemRow[]> {
  return db.select().from(galleryPoems).orderBy(asc(galleryPoems.position), asc(galleryPoems.id));
}

export async function findGalleryPoem(db: Queryable, id: string): Promise<GalleryPoemRow | null> {
  const [row] = await db.select().from(galleryPoems).where(eq(galleryPoems.id, id)).limit(1);
  return row ?? null;
}

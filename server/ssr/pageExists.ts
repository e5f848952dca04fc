import type { AppPageMatch } from '../../common/appPages';
import { findGalleryPoem } from '../gallery/gallery';
import type { Runtime } from '../runtime';
import { findTopic } from '../topics/topics';

/**
 * Whether what a page's address names exists, so an unknown topic or gallery poem answers 404 like
 * an unknown address. A hidden topic still exists (admins open it); a shared poem's page is decided
 * with its link preview (sharePage.ts), and an admin's review page by the admin screens themselves.
 */
export async function pageExists(runtime: Pick<Runtime, 'db'>, page: AppPageMatch): Promise<boolean> {
  switch (page.name) {
    case 'votingTopic':
    case 'liveProjector':
    case 'liveHost':
      return (await findTopic(runtime.db, page.params.topicId ?? '')) !== undefined;
    case 'poetryPoem':
      return (await findGalleryPoem(runtime.db, page.params.poemId ?? '')) !== null;
    default:
      return true;
  }
}

import { mediaUrl } from '../media/urls';
import { originalsArePublic } from '../media/visibility';
import type { Runtime } from '../runtime';
import { findPublicPoem } from '../submissions/queries';
import { authorNameOf, type SubmissionView } from '../submissions/view';

/** The name of the meta tag that tells the web app which ads script it may load after consent. */
export const ADS_SCRIPT_META = 'spoken-ads-script';

/** What a link preview shows of a page: social sites read it from Open Graph and Twitter card tags. */
export interface ShareCard {
  title: string;
  description: string;
  url: string;
  imageUrl?: string;
  video?: { url: string; type: string };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** The same fallback as the web app: 'Poem #' and the last 6 characters of the id when there is no title. */
function poemTitle(poem: Pick<SubmissionView, 'id' | 'title'>): string {
  return poem.title.trim() || `Poem #${poem.id.slice(-6)}`;
}

type ShareRuntime = Pick<Runtime, 'config' | 'media' | 'mediaTools'>;

/** The file a link preview plays: the largest rendition, else the upload only where uploads are public, else none. */
export function shareVideoOf(
  poem: Pick<SubmissionView, 'renditions' | 'videoKey' | 'fileType'>,
  originalsPublic: boolean,
): { key: string; type: string } | undefined {
  const [largest] = poem.renditions;
  if (largest) return { key: largest.fileKey, type: 'video/mp4' };
  return originalsPublic ? { key: poem.videoKey, type: poem.fileType } : undefined;
}

function shareCardOf(runtime: ShareRuntime, poem: SubmissionView): ShareCard {
  const absolute = (key: string) => `${runtime.config.publicUrl}${mediaUrl(runtime, key, true)}`;
  const topic = poem.topic?.title ?? poem.topicTitle ?? 'Unknown Topic';
  const video = shareVideoOf(poem, originalsArePublic(runtime));
  return {
    title: poemTitle(poem),
    description: `A spoken-word poem by ${authorNameOf(poem.author)} on ${topic} — watch and vote on Spoken.`,
    url: `${runtime.config.publicUrl}/poems/${poem.id}`,
    imageUrl: poem.thumbnailKey ? absolute(poem.thumbnailKey) : undefined,
    video: video ? { url: absolute(video.key), type: video.type } : undefined,
  };
}

/** The link preview of a poem on public view; undefined for a malformed, unknown or non-public id. */
export async function poemShareCard(runtime: ShareRuntime & Pick<Runtime, 'db'>, id: string): Promise<ShareCard | undefined> {
  const poem = await findPublicPoem(runtime.db, id);
  return poem ? shareCardOf(runtime, poem) : undefined;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

function shareTags(card: ShareCard): string[] {
  const tags = [
    `<link rel="canonical" href="${escapeHtml(card.url)}" />`,
    meta('property', 'og:site_name', 'Spoken'),
    meta('property', 'og:type', 'video.other'),
    meta('property', 'og:title', card.title),
    meta('property', 'og:description', card.description),
    meta('property', 'og:url', card.url),
  ];
  if (card.imageUrl) tags.push(meta('property', 'og:image', card.imageUrl), meta('property', 'og:image:alt', card.title));
  if (card.video) {
    tags.push(meta('property', 'og:video', card.video.url), meta('property', 'og:video:type', card.video.type));
  }
  tags.push(
    meta('name', 'twitter:card', card.imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', card.title),
    meta('name', 'twitter:description', card.description),
  );
  if (card.imageUrl) tags.push(meta('name', 'twitter:image', card.imageUrl));
  return tags;
}

export interface PageHead {
  /** The ads script the web app may load after consent. */
  adsScriptUrl?: string;
  /** A link preview for the page, with its own title and description. */
  card?: ShareCard;
}

/**
 * The app's index.html with what this page adds to its head: the ads script's address and, for a
 * shared poem, its title, description and link preview tags. Every value is escaped.
 */
export function renderIndexHtml(template: string, head: PageHead): string {
  const tags: string[] = [];
  if (head.adsScriptUrl) tags.push(meta('name', ADS_SCRIPT_META, head.adsScriptUrl));
  let html = template;
  if (head.card) {
    const { title, description } = head.card;
    html = html
      .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
      .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
    tags.push(`<title>${escapeHtml(`${title} · Spoken`)}</title>`, meta('name', 'description', description), ...shareTags(head.card));
  }
  if (tags.length === 0) return html;
  // A function replacement, so a `$` in a value is never read as a replacement pattern.
  return html.replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`);
}

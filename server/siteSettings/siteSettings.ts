import { eq } from 'drizzle-orm';
import { actorOf, changedFields, recordAudit } from '../audit/record';
import type { Context } from '../context';
import type { Queryable } from '../db/client';
import { publish } from '../events/hub';
import { siteSettings } from '../db/schema';
import { UserInputError } from '../errors';
import { requireViewer } from '../sessions/viewer';

export const VIDEO_CHANNEL_URL_MAX = 500;

export interface SiteSettingsView {
  videoChannelUrl: string | null;
}

/** The site's settings; an unset one is null. */
export async function readSiteSettings(db: Queryable): Promise<SiteSettingsView> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'video_channel_url')).limit(1);
  return { videoChannelUrl: row?.value ?? null };
}

/** The address as stored: trimmed, https only, no credentials, bounded; null for an empty one (no link). */
function validVideoChannelUrl(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const field = 'videoChannelUrl';
  if (trimmed.length > VIDEO_CHANNEL_URL_MAX) throw new UserInputError(`The video channel address must be at most ${VIDEO_CHANNEL_URL_MAX} characters.`, field);
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new UserInputError('Enter the video channel as a full address starting with https://.', field);
  }
  if (url.protocol !== 'https:' || url.hostname === '') throw new UserInputError('Enter the video channel as a full address starting with https://.', field);
  if (url.username || url.password) throw new UserInputError('The video channel address must not contain a user name or password.', field);
  return url.href;
}

/** Sets (or, given an empty address, clears) the video channel home links to, and records which admin did. */
export async function updateSiteSettings(context: Context, input: { videoChannelUrl: string }): Promise<SiteSettingsView> {
  const admin = requireViewer(context).user;
  const videoChannelUrl = validVideoChannelUrl(input.videoChannelUrl);
  return context.runtime.db.transaction(async (tx) => {
    const before = await readSiteSettings(tx);
    if (videoChannelUrl === null) {
      await tx.delete(siteSettings).where(eq(siteSettings.key, 'video_channel_url'));
    } else {
      const row = { key: 'video_channel_url' as const, value: videoChannelUrl, updatedBy: admin.id, updatedAt: new Date() };
      await tx.insert(siteSettings).values(row).onConflictDoUpdate({ target: siteSettings.key, set: row });
    }
    const after = { videoChannelUrl };
    const changes = changedFields({ ...before }, after);
    if (Object.keys(changes.after).length > 0) {
      await recordAudit(tx, { actor: actorOf(admin), action: 'siteSetting.update', subjectType: 'site_setting', subjectId: 'video_channel_url', ...changes });
      await publish(tx, { type: 'siteSettings.changed' });
    }
    return after;
  });
}

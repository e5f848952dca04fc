import { eq, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { mailMessages } from '../db/schema';
import { publish } from '../events/hub';
import type { Logger } from '../logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /**
   * Writes a message in the caller's transaction; it is sent once that commits, so a rolled-back
   * change never mails anyone and a committed one is never left unmailed.
   */
  queue(tx: Queryable, mail: Mail): Promise<void>;
}

/** Erases every message kept for `address`, sent or not (an account deleted under POPIA). */
export async function deleteMailTo(tx: Queryable, address: string): Promise<void> {
  await tx.delete(mailMessages).where(eq(mailMessages.toAddress, address));
}

/** How long a message is kept after it was written, sent or not. */
export const MAIL_KEPT_DAYS = 30;

/** Deletes the messages written more than MAIL_KEPT_DAYS ago. */
export async function pruneOldMail(db: Queryable): Promise<void> {
  await db.delete(mailMessages).where(lte(mailMessages.createdAt, sql`now() - make_interval(days => ${MAIL_KEPT_DAYS})`));
}

export const REMOVED_LINK = '[link removed after sending]';

/** A sent message's text as it is kept: its single-use links (verification, password reset) removed, so the copy opens nothing. */
export function withoutLiveLinks(text: string): string {
  return text.replace(/https?:\/\/\S*[?&]token=\S*/g, REMOVED_LINK);
}

/** `text` with the token of each single-use link replaced by '(removed)': the link still reads, and opens nothing. */
export function withoutLinkTokens(text: string): string {
  return text.replace(/([?&]token=)[^\s&]+/g, '$1(removed)');
}

/**
 * With `smtp` a mail worker sends what is queued: this instance's, or another instance's when this
 * one has none (a worker-only instance). Without it (the embedded default) messages stay in the
 * table as the development outbox, readable with their links at /dev/outbox, and are logged
 * without their links' tokens, so a log never holds a working link.
 */
export function createMailer(options: { smtp: boolean; log: Logger }): Mailer {
  return {
    queue: async (tx, mail) => {
      await tx.insert(mailMessages).values({ toAddress: mail.to, subject: mail.subject, text: mail.text });
      if (options.smtp) await publish(tx, { type: 'mail.queued' });
      else options.log.info({ to: mail.to, subject: mail.subject, text: withoutLinkTokens(mail.text) }, 'mail kept in the development outbox (its links: /dev/outbox)');
    },
  };
}

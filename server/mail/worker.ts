import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { mailMessages, type MailMessageRow } from '../db/schema';
import type { EventHub } from '../events/hub';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics/metrics';
import { withoutLiveLinks } from './outbox';

const BATCH = 10;
const LEASE_MS = 5 * 60_000;
const POLL_MS = 30_000;
const MAX_ATTEMPTS = 8;

export interface MailWorker {
  stop(): Promise<void>;
}

/**
 * Sends queued mail through SMTP. Each instance claims messages with a lease (SKIP LOCKED), sends
 * outside any transaction, and retries failures with backoff. Without SMTP_URL there is no worker:
 * the messages stay in the table, which the development outbox page shows.
 */
export function startMailWorker(options: { db: Database; hub: EventHub; log: Logger; metrics: Metrics; smtpUrl: string; from: string }): MailWorker {
  const { db, hub, log, metrics } = options;
  const transport = nodemailer.createTransport(options.smtpUrl);
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const drain = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        for (let batch = await claim(db); batch.length > 0 && !stopped; batch = await claim(db)) {
          await Promise.all(batch.map((message) => deliver(message)));
        }
      } while (again && !stopped);
    })()
      .catch((error: unknown) => log.error({ err: error }, 'mail worker failed'))
      .finally(() => {
        running = undefined;
      });
  };

  const deliver = async (message: MailMessageRow): Promise<void> => {
    try {
      await transport.sendMail({ from: options.from, to: message.toAddress, subject: message.subject, text: message.text });
      await db.update(mailMessages).set({ sentAt: new Date(), lastError: null, text: withoutLiveLinks(message.text) }).where(eq(mailMessages.id, message.id));
      metrics.mail.inc({ outcome: 'sent' });
      log.info({ mailId: message.id, subject: message.subject }, 'mail sent');
    } catch (error) {
      metrics.mail.inc({ outcome: 'failed' });
      const backoffMs = Math.min(2 ** message.attempts * 30_000, 6 * 3600_000);
      await db
        .update(mailMessages)
        .set({ lastError: String((error as Error).message).slice(0, 500), nextAttemptAt: new Date(Date.now() + backoffMs) })
        .where(eq(mailMessages.id, message.id));
      // SMTP's own words often quote the recipient's address: they are kept with the message, and the log has only the codes.
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      log.warn({ mailId: message.id, attempts: message.attempts, code, responseCode }, 'mail not sent; will retry');
    }
  };

  const off = hub.on('mail.queued', drain);
  const timer = setInterval(drain, POLL_MS);
  timer.unref();
  drain();

  return {
    stop: async () => {
      stopped = true;
      off();
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}

/** Claims up to BATCH due messages for this instance by pushing their next attempt past a lease. */
async function claim(db: Database): Promise<MailMessageRow[]> {
  const due = db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(and(isNull(mailMessages.sentAt), lte(mailMessages.nextAttemptAt, sql`now()`), lte(mailMessages.attempts, MAX_ATTEMPTS)))
    .orderBy(asc(mailMessages.createdAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(mailMessages)
    .set({ attempts: sql`${mailMessages.attempts} + 1`, nextAttemptAt: sql`now() + ${`${LEASE_MS} milliseconds`}::interval` })
    .where(inArray(mailMessages.id, due))
    .returning();
}

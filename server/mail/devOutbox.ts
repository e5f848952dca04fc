import { desc } from 'drizzle-orm';
import type { Request, Response } from 'express';
import type { Database } from '../db/client';
import { mailMessages } from '../db/schema';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** GET /dev/outbox: the mail the embedded default kept instead of sending. Never mounted in production. */
export function devOutboxPage(db: Database) {
  return async (_request: Request, response: Response): Promise<void> => {
    const messages = await db.select().from(mailMessages).orderBy(desc(mailMessages.createdAt)).limit(50);
    const items = messages
      .map(
        (message) => `<article class="mail">
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">To <span class="to">${escapeHtml(message.toAddress)}</span> · ${message.createdAt.toISOString()}</p>
  <pre>${linkify(escapeHtml(message.text))}</pre>
</article>`,
      )
      .join('\n');
    response.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    response.type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development outbox · Spoken</title>
<style>body{font:16px system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap;background:#f6f3ee;padding:1rem;border-radius:8px}.meta{color:#555}</style>
</head><body><h1>Development outbox</h1>
<p>Mail is kept here because no SMTP_URL is set. Newest first.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`);
  };
}

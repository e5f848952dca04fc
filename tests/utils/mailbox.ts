import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailbox {
  smtpUrl: string;
  received: ReceivedMail[];
  /** Waits for the next message to `to` (matching `subject` when given) that has not been taken yet. */
  next(to: string, subject?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a free port that keeps every message it receives. */
export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', ');
          received.push({ to, subject: parsed.subject ?? '', text: parsed.text ?? '' });
          for (const listener of listeners) listener();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  const find = (to: string, subject?: RegExp) =>
    received.find((mail) => !taken.has(mail) && mail.to.toLowerCase() === to.toLowerCase() && (!subject || subject.test(mail.subject)));

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received,
    next: (to, subject, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const mail = find(to, subject);
          if (!mail) return false;
          taken.add(mail);
          listeners.delete(listener);
          clearTimeout(timer);
          resolve(mail);
          return true;
        };
        const listener = () => void check();
        const timer = setTimeout(() => {
          listeners.delete(listener);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        listeners.add(listener);
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The token in the first link of `mail` that goes to `path`. */
export function tokenFrom(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https?://\\S+${path}\\?token=([\\w-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[1];
}

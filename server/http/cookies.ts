import type { IncomingMessage } from 'node:http';
import type { Response } from 'express';
import type { SessionCookie } from '../context';

export const SESSION_COOKIE = 'spoken_session';

/** The value of one cookie from a request's Cookie header. */
export function readCookie(request: IncomingMessage, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(part.slice(separator + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The bearer token in a request's Authorization header. */
export function bearerTokenOf(request: IncomingMessage): string | undefined {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice('Bearer '.length).trim() || undefined;
  return undefined;
}

/** The session token a request carries: a bearer token, else the session cookie. */
export function sessionTokenOf(request: IncomingMessage): string | undefined {
  return bearerTokenOf(request) ?? readCookie(request, SESSION_COOKIE);
}

export function sessionCookieFor(response: Response, secure: boolean): SessionCookie {
  const options = { httpOnly: true, sameSite: 'lax', secure, path: '/' } as const;
  return {
    set: (session) => response.cookie(SESSION_COOKIE, session.token, { ...options, expires: session.expiresAt }),
    clear: () => response.clearCookie(SESSION_COOKIE, options),
  };
}

export const MESSAGES = {
  notGmail: 'Only Gmail accounts are allowed for registration.',
  disposable: 'Please use a valid email address. Disposable email addresses are not allowed.',
} as const;

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The domain of an address, lower-case; '' when there is none. */
export function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

export function looksLikeEmail(email: string): boolean {
  return EMAIL_SHAPE.test(email);
}

export function isGmail(email: string): boolean {
  return GMAIL_DOMAINS.has(domainOf(email));
}

/**
 * The one form of an address that names its inbox: lower-case, and for Gmail without dots or a
 * +suffix in the local part, with googlemail.com as gmail.com. Two spellings of one inbox are one
 * account.
 */
export function canonicalEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1);
  if (!GMAIL_DOMAINS.has(domain)) return trimmed;
  return `${local.split('+')[0]?.replaceAll('.', '')}@gmail.com`;
}

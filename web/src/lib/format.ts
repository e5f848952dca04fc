/**
 * Dates and times are shown in South African time, the competition's own, whichever zone the
 * server or the browser is in: a page rendered on the server reads the same once the browser takes
 * it over. Each format is made on first use, as making one loads locale data the page may not need.
 */
function dateFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat('en-ZA', { ...options, timeZone: 'Africa/Johannesburg' }));
}

const longDate = dateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = dateFormat({ year: 'numeric', month: '2-digit', day: '2-digit' });
const dateTime = dateFormat({ dateStyle: 'long', timeStyle: 'short' });
const clock = dateFormat({ hour: '2-digit', minute: '2-digit', hour12: false });

function toDate(value: Date | string): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An amount in cents as the product shows money: `R50.00`, `R1000.00`, `-R12.50`. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}R${(Math.abs(cents) / 100).toFixed(2)}`;
}

/** `22 November 2026`; an empty string for a value that is not a date. */
export function formatDate(value: Date | string): string {
  const date = toDate(value);
  return date ? longDate().format(date) : '';
}

/** `2026/11/22`, the compact en-ZA form used in tables. */
export function formatShortDate(value: Date | string): string {
  const date = toDate(value);
  return date ? shortDate().format(date) : '';
}

/** `22 November 2026 at 14:05`, South African time. */
export function formatDateTime(value: Date | string): string {
  const date = toDate(value);
  return date ? dateTime().format(date) : '';
}

/** `14:05`, South African time. */
export function formatClock(value: Date | string): string {
  const date = toDate(value);
  return date ? clock().format(date) : '';
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** File sizes in Bytes, KB, MB or GB with up to two decimals: `1.5 MB`. */
export function formatFileSize(bytes: number): string {
  if (bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  const value = Number.parseFloat((bytes / 1024 ** exponent).toFixed(2));
  return `${value} ${SIZE_UNITS[exponent]}`;
}

const MEGABYTE = 1024 * 1024;

/** A video's size as poets compare it with the upload limit: whole megabytes, `212 MB`; one decimal under 10 MB, `3.4 MB`; smaller files as formatFileSize. */
export function formatMegabytes(bytes: number): string {
  if (bytes < MEGABYTE) return formatFileSize(bytes);
  const megabytes = bytes / MEGABYTE;
  return `${megabytes < 10 ? Number.parseFloat(megabytes.toFixed(1)) : Math.round(megabytes)} MB`;
}

/** A video's length as m:ss, or h:mm:ss from an hour: `2:05`. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

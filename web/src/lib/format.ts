/**
 * Dates and times are shown in South African time, the competition's own, whichever zone the
 * server or the browser is in: a page rendered on the server reads the same once the browser takes
 * it over. South Africa keeps UTC+2 all year (no daylight saving since 1944), so its clock is UTC
 * moved two hours, and the en-ZA forms are written here rather than by Intl: making an Intl date
 * format loads locale and zone data, about 150 ms of a phone's first seconds on a page.
 */
const SOUTH_AFRICAN_OFFSET_MS = 2 * 60 * 60 * 1000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

interface ClockReading {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

/** What a clock in South Africa reads at `value`; null for a value that is not a date. */
function southAfricanClock(value: Date | string): ClockReading | null {
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) return null;
  const shifted = new Date(time + SOUTH_AFRICAN_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate(), hours: shifted.getUTCHours(), minutes: shifted.getUTCMinutes() };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
const monthName = (month: number) => MONTHS[month - 1] ?? '';

/** An amount in cents as the product shows money: `R50.00`, `R1000.00`, `-R12.50`. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}R${(Math.abs(cents) / 100).toFixed(2)}`;
}

/** `5 November 2026`; an empty string for a value that is not a date. */
export function formatDate(value: Date | string): string {
  const at = southAfricanClock(value);
  return at ? `${at.day} ${monthName(at.month)} ${at.year}` : '';
}

/** `2026/11/05`, the compact en-ZA form used in tables. */
export function formatShortDate(value: Date | string): string {
  const at = southAfricanClock(value);
  return at ? `${at.year}/${twoDigits(at.month)}/${twoDigits(at.day)}` : '';
}

/** `05 November 2026 at 14:05`, en-ZA's long date with the time, South African time. */
export function formatDateTime(value: Date | string): string {
  const at = southAfricanClock(value);
  return at ? `${twoDigits(at.day)} ${monthName(at.month)} ${at.year} at ${twoDigits(at.hours)}:${twoDigits(at.minutes)}` : '';
}

/** `01 December 2026 at 17:00 SAST`, for a time someone must act by or wait for, wherever they are. */
export function formatSaDateTime(value: Date | string): string {
  const shown = formatDateTime(value);
  return shown ? `${shown} SAST` : '';
}

/** `14:05`, South African time. */
export function formatClock(value: Date | string): string {
  const at = southAfricanClock(value);
  return at ? `${twoDigits(at.hours)}:${twoDigits(at.minutes)}` : '';
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
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${twoDigits(rest)}` : `${minutes}:${twoDigits(rest)}`;
}

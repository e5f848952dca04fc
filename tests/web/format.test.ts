import { formatClock, formatDate, formatDateTime, formatShortDate } from '../../web/src/lib/format';

/** Intl's en-ZA forms in South Africa's zone: what the hand-written forms must read like. */
const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-ZA', { ...options, timeZone: 'Africa/Johannesburg' });

describe('South African dates and times', () => {
  // Both sides of South African midnight, month and year ends, a leap day, single-digit days and hours.
  const moments = ['2026-11-05T10:00:00Z', '2026-01-31T21:59:00Z', '2026-01-31T22:00:00Z', '2026-12-31T22:30:00Z', '2028-02-28T23:15:00Z', '2100-03-10T23:30:00Z', '2026-06-01T00:05:00Z'].map(
    (text) => new Date(text),
  );

  it('reads as en-ZA does in Africa/Johannesburg, whatever zone the code runs in', () => {
    for (const moment of moments) {
      expect(formatDate(moment)).toBe(intl({ day: 'numeric', month: 'long', year: 'numeric' }).format(moment));
      expect(formatShortDate(moment)).toBe(intl({ year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment));
      expect(formatDateTime(moment)).toBe(intl({ dateStyle: 'long', timeStyle: 'short' }).format(moment));
      expect(formatClock(moment.toISOString())).toBe(intl({ hour: '2-digit', minute: '2-digit', hour12: false }).format(moment));
    }
    expect(formatDateTime('2026-01-31T22:00:00Z')).toBe('01 February 2026 at 00:00');
  });

  it('gives an empty string for a value that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});

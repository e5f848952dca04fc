import type { SocketStatus } from '../../src/apollo/socket';

/** How often the page reads the night over HTTP while its socket is away, give or take a second so that a room's phones spread out. */
const READ_EVERY_MS = 3_000;

/**
 * Keeps the page current while its live socket is away (refused by the server, or dropped with
 * the venue's Wi-Fi): every few seconds it reads the page again over HTTP, so a round the host
 * opens still shows its Vote buttons, and has the socket try again then rather than wait out its
 * backoff (up to half a minute), so a phone is back within seconds of the Wi-Fi. Returns what to
 * call with each change of the socket's status.
 */
export function keepCurrentWithoutSocket(read: () => Promise<unknown>, retrySocketNow: () => void): (status: SocketStatus) => void {
  // Each spell without the socket has its own number, so a read still on its way from an earlier one stops there.
  let spell = 0;
  let away = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const readLater = (current: number): void => {
    timer = setTimeout(() => {
      retrySocketNow();
      void read().then(() => {
        if (current === spell) readLater(current);
      });
    }, READ_EVERY_MS + Math.random() * 1_000);
  };
  return (status) => {
    if (status === 'reconnecting' && !away) {
      away = true;
      spell += 1;
      readLater(spell);
    } else if (status !== 'reconnecting' && away) {
      away = false;
      spell += 1;
      clearTimeout(timer);
    }
  };
}

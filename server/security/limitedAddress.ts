import { isIPv4, isIPv6 } from 'node:net';

/**
 * What every per-address limit counts a client address as. An IPv6 client is given a whole /64
 * (one home or phone holds billions of addresses in it), so it is counted by that prefix; an
 * IPv4-mapped IPv6 address is the IPv4 address it carries. Anything else is counted as it is.
 */
export function limitedAddress(address: string | undefined): string {
  if (!address) return 'unknown';
  const bare = address.split('%')[0] ?? address;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return groups.slice(6).flatMap((group) => [group >> 8, group & 0xff]).join('.');
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, '::' expanded and a dotted IPv4 tail read as two groups. */
function ipv6Groups(address: string): number[] {
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!isIPv4(group)) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.split('::');
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

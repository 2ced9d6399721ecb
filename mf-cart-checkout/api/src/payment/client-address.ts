import { isIPv4, isIPv6 } from 'node:net';

/** The eight groups of an IPv6 address, '::' filled in; null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  if (!isIPv6(address) || address.includes('.')) return null;
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const groups = tail === undefined ? groupsOf(head) : [...groupsOf(head), ...Array(8 - groupsOf(head).length - groupsOf(tail).length).fill('0'), ...groupsOf(tail)];
  return groups.length === 8 ? groups.map((group) => group.toLowerCase().replace(/^0+(?=.)/, '')) : null;
}

/**
 * One client as a limit against guessing counts it, from the address the gateway saw: an IPv4 address as itself
 * (also when written IPv4-mapped, `::ffff:192.0.2.1`), an IPv6 address as its /64, since one subscriber is given a
 * whole /64 and can take a fresh address from it for every request. Null when there is no usable address.
 */
export function clientAddressKey(address: string | undefined): string | null {
  if (!address) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : null;
}

import dns from 'node:dns';
import net, { type LookupFunction } from 'node:net';

/**
 * Addresses a fetch on a member's behalf must never reach: this machine, the private network
 * it sits in, link-local (cloud metadata services live there), shared, multicast and reserved
 * ranges. A URL the server fetches because someone typed it (a calendar address) could
 * otherwise read or poke services only the server can reach.
 */
const INSIDE = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  INSIDE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  INSIDE.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address (v4, v6, or v4 mapped into v6) lies outside every range above. */
export function isOutsideAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isOutsideAddress(mapped);
  const family = net.isIP(address);
  if (family === 0) return false;
  return !INSIDE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class InsideAddressError extends Error {}

/**
 * A DNS lookup for `http.request` that refuses a host resolving to any inside address. It runs
 * at connection time, so a name that resolves differently between a check and the connection
 * (DNS rebinding) is still refused.
 */
export const outsideOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const inside = addresses.find((entry) => !isOutsideAddress(entry.address));
    if (inside || addresses.length === 0) {
      return callback(new InsideAddressError(`${hostname} is not a public address`), '', 0);
    }
    if (options.all) return callback(null, addresses as never, 0);
    return callback(null, addresses[0].address, addresses[0].family);
  });
};

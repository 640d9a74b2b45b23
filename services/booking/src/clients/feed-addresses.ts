import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { CALENDAR_MESSAGES } from '@nbp/contracts/http/calendars';

/**
 * Which addresses an imported feed may be read from (docs/calendars.md#hostile-feeds): the internet
 * only, unless the settings allow private networks; never a link-local address, nor this host's own
 * ports.
 */

/** The settings the address rules read. */
export interface AddressRules {
  allowPrivate: boolean;
  /** Refused on loopback and unspecified addresses whatever allowPrivate says. */
  ownPorts: Set<number>;
}

/** What an address is, for the rules of docs/calendars.md#hostile-feeds. */
type AddressKind = 'public' | 'this-host' | 'link-local' | 'not-public';

const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/** The kind of an IPv4 address, by ipaddr.js's range names: only `unicast` is the internet. */
function ipv4Kind(address: ipaddr.IPv4): AddressKind {
  const range = address.range();
  if (range === 'loopback' || range === 'unspecified') return 'this-host';
  if (range === 'linkLocal') return 'link-local';
  return range === 'unicast' ? 'public' : 'not-public';
}

/** The IPv4 address an IPv6 one carries inside, when its prefix is one of those that carry one. */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const bytes = address.toByteArray();
  const range = address.range();
  const last32 = () => new ipaddr.IPv4(bytes.slice(12, 16));
  if (range === 'rfc6145' || range === 'rfc6052') return last32();
  // 6to4: 2002:AABB:CCDD::/48 is the network of AA.BB.CC.DD.
  if (range === '6to4') return new ipaddr.IPv4(bytes.slice(2, 6));
  // Teredo: the client's address, its bits inverted, ends the address.
  if (range === 'teredo') return new ipaddr.IPv4(bytes.slice(12, 16).map((byte) => byte ^ 0xff));
  if (range === 'unicast' && address.match(IPV4_COMPATIBLE)) return last32();
  return null;
}

/**
 * The kind of an address, or null when it is not one. An IPv4 address written as IPv6
 * (`::ffff:10.0.0.1`) is its IPv4; any other IPv6 form that carries an IPv4 inside (IPv4-compatible
 * `::/96`, `::ffff:0:0/96`, NAT64, 6to4, Teredo) is never the internet, and is link-local or this
 * host when the IPv4 inside is.
 */
export function addressKind(raw: string): AddressKind | null {
  const family = net.isIP(raw);
  if (family === 4) return ipv4Kind(ipaddr.IPv4.parse(raw));
  if (family !== 6) return null;
  // Written out in hexadecimal by the URL parser first: ipaddr.js reads a dotted tail (`::8.8.8.8`,
  // IPv4-compatible) as if it were `::ffff:8.8.8.8`. A zone (`%eth0`) does not change the address.
  const v6 = ipaddr.IPv6.parse(new URL(`http://[${raw.replace(/%.*$/, '')}]/`).hostname.slice(1, -1));
  if (v6.isIPv4MappedAddress()) return ipv4Kind(v6.toIPv4Address());
  const range = v6.range();
  if (range === 'loopback' || range === 'unspecified') return 'this-host';
  if (range === 'linkLocal') return 'link-local';
  const inside = embeddedIpv4(v6);
  if (inside) {
    const kind = ipv4Kind(inside);
    return kind === 'public' ? 'not-public' : kind;
  }
  return range === 'unicast' ? 'public' : 'not-public';
}

/** Why an address may not be connected to (the Italian refusal), or null when it may. */
export function addressProblem(address: string, port: number, settings: AddressRules): string | null {
  const kind = addressKind(address);
  if (!kind || kind === 'link-local') return CALENDAR_MESSAGES.feedUrlPrivate;
  if (kind === 'this-host' && settings.ownPorts.has(port)) return CALENDAR_MESSAGES.feedUrlPrivate;
  if (kind !== 'public' && !settings.allowPrivate) return CALENDAR_MESSAGES.feedUrlPrivate;
  return null;
}

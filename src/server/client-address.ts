import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { err, ok, type Result } from '../core/result';

/**
 * Who is asking: the address every per-address limit counts under, and the one the same-address checks
 * of pairing compare. A header naming the client is a claim anyone can make, so it is believed only
 * from a proxy the club was told to trust (`TRUSTED_PROXY`: its addresses), and then only the entry
 * that proxy appended to `X-Forwarded-For` (the last): the entries before it are the client's own.
 * Without the setting every such header is ignored and the address is the connection's.
 */

/** Headers in which a client or a proxy may name the client; all are dropped before Colyseus reads them. */
const CLAIMED_ADDRESS_HEADERS = [
  'x-real-ip',
  'x-forwarded-for',
  'x-client-ip',
  'forwarded',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
] as const;

/** An IPv4 address as IPv6 writes it (`::ffff:127.0.0.1`) is the IPv4 address. */
export function plainAddress(address: string): string {
  const lower = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  return mapped ? mapped[1] : lower;
}

/**
 * Reads TRUSTED_PROXY: a comma-separated list of the proxies' addresses (`127.0.0.1`, `10.0.0.2,::1`);
 * empty or absent, none. A word that is not an address is an error naming it.
 */
export function parseTrustedProxies(text: string | undefined): Result<readonly string[], string> {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const wrong = entries.find((entry) => isIP(entry) === 0);
  if (wrong !== undefined)
    return err(
      `TRUSTED_PROXY: "${wrong}" is not an IP address (a comma-separated list of the proxies' addresses)`,
    );
  return ok(entries.map(plainAddress));
}

/** The client's address: the trusted proxy's last X-Forwarded-For entry, else the connection's own. */
export function clientAddress(req: IncomingMessage, trustedProxies: readonly string[]): string {
  const peer = plainAddress(req.socket.remoteAddress ?? '');
  if (!trustedProxies.includes(peer)) return peer;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  const appended = forwarded.map((entry) => entry.trim()).at(-1) ?? '';
  return isIP(appended) === 0 ? peer : plainAddress(appended);
}

/**
 * Settles the request's address once for everything after: every header that claims one is dropped, and
 * X-Real-IP is set to the club's answer, which Colyseus reads first (its `auth.ip`, in rooms' onAuth).
 */
export function settleAddress(req: IncomingMessage, trustedProxies: readonly string[]): string {
  const address = clientAddress(req, trustedProxies);
  for (const name of CLAIMED_ADDRESS_HEADERS) delete req.headers[name];
  req.headers['x-real-ip'] = address;
  return address;
}

/**
 * The client's address behind a proxy (TRUSTED_PROXY, issue 48): only a request from a trusted proxy's
 * address has its X-Forwarded-For believed, and then only the last entry, the one that proxy appended
 * (the entries before it are whatever the client sent). Read alone, and by a club that trusts 127.0.0.1
 * (its API limit and the address a room's door sees), while ::1 stays an untrusted client.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Client } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_VERSION } from '../../src/net/protocol';
import { clientAddress, parseTrustedProxies, settleAddress } from '../../src/server/client-address';
import { startClub, type RunningClub } from '../../src/server/club-server';
import { memoryClubStore } from '../../src/server/storage/memory-store';
import { TestClock } from './club-harness';
import { refusalLines } from './security-club';

const request = (peer: string, headers: Record<string, string | string[]> = {}): IncomingMessage =>
  ({ socket: { remoteAddress: peer }, headers: { ...headers } }) as unknown as IncomingMessage;

describe('the address of a request', () => {
  it('is the connection’s own without a trusted proxy, whatever the headers claim', () => {
    const claims = { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.8' };
    expect(clientAddress(request('127.0.0.1', claims), [])).toBe('127.0.0.1');
    expect(clientAddress(request('198.51.100.4', claims), ['127.0.0.1'])).toBe('198.51.100.4');
    expect(clientAddress(request('::ffff:198.51.100.4'), [])).toBe('198.51.100.4');
  });

  it('is the last X-Forwarded-For entry from a trusted proxy, never the first', () => {
    const trusted = ['127.0.0.1'];
    const forwarded = { 'x-forwarded-for': '203.0.113.9, 10.0.0.1,198.51.100.7' };
    expect(clientAddress(request('127.0.0.1', forwarded), trusted)).toBe('198.51.100.7');
    expect(clientAddress(request('::ffff:127.0.0.1', forwarded), trusted)).toBe('198.51.100.7');
    // Two headers are one list, in order; no header or junk in the last place: the proxy itself.
    const twice = { 'x-forwarded-for': ['203.0.113.9', '198.51.100.8'] };
    expect(clientAddress(request('127.0.0.1', twice), trusted)).toBe('198.51.100.8');
    expect(clientAddress(request('127.0.0.1'), trusted)).toBe('127.0.0.1');
    expect(clientAddress(request('127.0.0.1', { 'x-forwarded-for': '1.2.3.4, junk' }), trusted)).toBe(
      '127.0.0.1',
    );
  });

  it('settles the address where Colyseus reads it, and drops every other claim', () => {
    const req = request('127.0.0.1', {
      'x-forwarded-for': '203.0.113.9, 198.51.100.7',
      'x-client-ip': '203.0.113.1',
      forwarded: 'for=203.0.113.2',
    });
    expect(settleAddress(req, ['127.0.0.1'])).toBe('198.51.100.7');
    expect(req.headers).toEqual({ 'x-real-ip': '198.51.100.7' });
  });

  it('reads TRUSTED_PROXY as a list of addresses, naming a wrong one', () => {
    expect(parseTrustedProxies(undefined)).toEqual({ ok: true, value: [] });
    expect(parseTrustedProxies(' 127.0.0.1, ::1 ,')).toEqual({ ok: true, value: ['127.0.0.1', '::1'] });
    const wrong = parseTrustedProxies('127.0.0.1,nginx');
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error).toMatch(/TRUSTED_PROXY: "nginx"/);
  });
});

describe('a club that trusts the proxy on 127.0.0.1', () => {
  let club: RunningClub;
  const logs: string[] = [];
  beforeAll(async () => {
    club = await startClub({
      port: 0,
      host: '::',
      store: memoryClubStore(),
      secret: randomBytes(32),
      now: new TestClock().now,
      engineWorkers: 1,
      trustedProxies: ['127.0.0.1'],
      limits: { apiCallsPerMinute: 3 },
      log: (line) => logs.push(line),
    });
  }, 60_000);
  afterAll(async () => {
    await club?.close();
  });

  const call = (url: string, forwardedFor: string): Promise<number> =>
    fetch(`${url}/api/invites/nothing`, { headers: { 'x-forwarded-for': forwardedFor } }).then(
      (reply) => reply.status,
    );

  it('counts the API limit by the entry the proxy appended', async () => {
    const v4 = `http://127.0.0.1:${club.port}`;
    // Three calls for 198.51.100.1, each claiming another first entry: the fourth is over the limit.
    for (const first of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      expect(await call(v4, `${first}, 198.51.100.1`)).toBe(200);
    expect(await call(v4, '203.0.113.4, 198.51.100.1')).toBe(429);
    // Another client behind the proxy, even one whose first entry says 198.51.100.1, has its own.
    expect(await call(v4, '198.51.100.1, 198.51.100.2')).toBe(200);
    // ::1 is no trusted proxy: its header is its own claim, and it is counted as itself.
    for (let i = 0; i < 3; i++) expect(await call(`http://[::1]:${club.port}`, '198.51.100.1')).toBe(200);
    await vi.waitFor(() =>
      expect(
        refusalLines(logs).some((line) => line.address === '198.51.100.1' && line.code === 'rate-limited'),
      ).toBe(true),
    );
  });

  it('gives the room door the same address', async () => {
    // Made as a client of its own behind the proxy: 127.0.0.1's own allowance may be spent.
    const host = await guestBehindProxy(club.port, '198.51.100.30');
    const code = await createGameBehindProxy(club.port, host.token, '198.51.100.30');
    const headers = { 'x-forwarded-for': '203.0.113.50, 198.51.100.40' };
    await expect(
      new Client(`http://127.0.0.1:${club.port}`, { headers }).joinById(code, {
        protocol: PROTOCOL_VERSION,
        token: 'not-a-token',
      }),
    ).rejects.toThrow(/bad-token/);
    await vi.waitFor(() =>
      expect(
        refusalLines(logs).some((line) => line.place === 'join' && line.address === '198.51.100.40'),
      ).toBe(true),
    );
  });
});

async function guestBehindProxy(port: number, address: string): Promise<{ token: string }> {
  const reply = await fetch(`http://127.0.0.1:${port}/api/guest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ name: `proxied${randomBytes(2).toString('hex')}` }),
  });
  return (await reply.json()) as { token: string };
}

async function createGameBehindProxy(port: number, token: string, address: string): Promise<string> {
  const reply = await fetch(`http://127.0.0.1:${port}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      token,
      start: 'x5o/7/7/7/7/7/o5x x 0 1',
      rules: 'classic',
      timeControl: '1+1',
      colour: 'x',
    }),
  });
  return ((await reply.json()) as { code: string }).code;
}

/** Whose address a request is counted under, alone and behind the cluster's nginx. */
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestAddress } from '../../src/server/cluster';

const request = (peer: string, realIp?: string): IncomingMessage =>
  ({
    socket: { remoteAddress: peer },
    headers: realIp === undefined ? {} : { 'x-real-ip': realIp },
  }) as unknown as IncomingMessage;

describe('the address of a request', () => {
  it('is the proxy’s X-Real-IP for a clustered process reached through loopback', () => {
    expect(requestAddress(request('127.0.0.1', '203.0.113.9'), true)).toBe('203.0.113.9');
    expect(requestAddress(request('::ffff:127.0.0.1', '203.0.113.9'), true)).toBe('203.0.113.9');
  });

  it('is the connection’s own address otherwise, whatever the request claims', () => {
    expect(requestAddress(request('198.51.100.4', '203.0.113.9'), true)).toBe('198.51.100.4');
    expect(requestAddress(request('127.0.0.1', '203.0.113.9'), false)).toBe('127.0.0.1');
    expect(requestAddress(request('127.0.0.1'), true)).toBe('127.0.0.1');
  });
});

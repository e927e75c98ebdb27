import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMixedLoad, runOpenLoopLoad } from './load';

describe('runOpenLoopLoad', () => {
  let server: http.Server;
  let base = '';
  const seen: string[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        seen.push(`${req.method ?? '?'} ${req.headers.authorization ?? ''} ${body}`);
        const slow = req.url === '/slow';
        setTimeout(
          () => {
            res.writeHead(req.url === '/fail' ? 500 : 200, {
              'content-type': 'application/json',
              ...(req.url === '/timed' ? { 'server-timing': 'db;dur=3.25' } : {}),
            });
            res.end(JSON.stringify({ code: req.url === '/refuse' ? 500 : 200 }));
          },
          slow ? 300 : 0,
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends rate × duration requests on schedule and reports latency percentiles', async () => {
    seen.length = 0;
    const result = await runOpenLoopLoad({
      url: `${base}/ok`,
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: '{"page":1}',
      rate: 200,
      durationMs: 250,
    });
    expect(result.scheduled).toBe(50);
    expect(result.ok).toBe(50);
    expect(result.errors + result.dropped).toBe(0);
    expect(seen).toHaveLength(50);
    expect(seen[0]).toBe('POST Bearer t {"page":1}');
    expect(result.p50Ms).toBeGreaterThan(0);
    expect(result.p99Ms).toBeGreaterThanOrEqual(result.p50Ms ?? 0);
    expect(result.requestsPerSecond).toBeGreaterThan(20);
    expect(result.requestsPerSecond).toBeLessThan(400);
  });

  it('counts rejected answers as errors with a sample, using the accept predicate', async () => {
    const accept = (status: number, text: string) => status === 200 && text.includes('"code":200');
    const refused = await runOpenLoopLoad({ url: `${base}/refuse`, rate: 100, durationMs: 100, accept });
    expect(refused.ok).toBe(0);
    expect(refused.errors).toBe(10);
    expect(refused.errorSamples[0]).toMatch(/^HTTP 200 /);
    const failed = await runOpenLoopLoad({ url: `${base}/fail`, rate: 100, durationMs: 50 });
    expect(failed.errors).toBe(5);
    expect(failed.p99Ms).toBeUndefined();
  });

  it('keeps the schedule when the server is slow (open loop), dropping past maxInFlight', async () => {
    const result = await runOpenLoopLoad({ url: `${base}/slow`, rate: 100, durationMs: 200, maxInFlight: 5 });
    expect(result.scheduled).toBe(20);
    expect(result.ok).toBe(5);
    expect(result.dropped).toBe(15);
    expect(result.p50Ms).toBeGreaterThanOrEqual(290);
  });

  it('refuses targets other than loopback', async () => {
    await expect(runOpenLoopLoad({ url: 'http://192.0.2.1/api', rate: 1, durationMs: 1 })).rejects.toThrow(
      /loopback/,
    );
  });

  it('runs a mix at one rate and reports each label apart, with the database time the server sent', async () => {
    let n = 0;
    const results = await runMixedLoad({ rate: 200, durationMs: 200 }, () => {
      n += 1;
      return n % 4 === 0
        ? { label: 'failing', url: `${base}/fail` }
        : { label: 'timed', url: `${base}/timed`, body: `{"n":${n}}` };
    });
    expect([...results.keys()].sort()).toEqual(['failing', 'timed']);
    expect(results.get('timed')?.ok).toBe(30);
    expect(results.get('timed')?.dbMs).toEqual(Array.from({ length: 30 }, () => 3.25));
    expect(results.get('failing')?.errors).toBe(10);
    expect(results.get('failing')?.dbMs).toEqual([]);
  });
});

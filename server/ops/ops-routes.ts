/**
 * What load balancers, orchestrators and monitors ask an instance: `GET /healthz` (the process is
 * alive), `GET /readyz` (should it get traffic, dependency by dependency) and `GET /metrics`
 * (Prometheus, for the addresses in `METRICS_ALLOW` only). None of them is rate-limited like the
 * API; /readyz answers from a result at most a second old, so however often it is asked the
 * database and the chain node are asked at most once a second.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { clientIp } from '../auth/client-address';
import type { AddressAllowList } from './address-allow-list';
import type { PlatformMetrics } from './platform-metrics';
import { readiness, type Readiness, type ReadinessSources } from './readiness';

export interface OpsRoutesOptions {
  readiness: ReadinessSources;
  metrics: PlatformMetrics;
  metricsAllow: AddressAllowList;
  /** `TRUSTED_PROXIES`: behind one, the client is the forwarded address, as for the login throttle. */
  trustedProxies: readonly string[];
}

/** How long one readiness answer is reused. */
const READINESS_REUSE_MS = 1_000;

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export function opsRoutes(app: FastifyInstance, options: OpsRoutesOptions, done: () => void): void {
  let last: { at: number; answer: Promise<Readiness> } | null = null;
  const currentReadiness = (): Promise<Readiness> => {
    const now = Date.now();
    // Draining shows at once: the balancer must stop sending before the listener closes.
    if (!last || now - last.at >= READINESS_REUSE_MS || options.readiness.draining())
      last = { at: now, answer: readiness(options.readiness) };
    return last.answer;
  };

  app.get('/healthz', (_request, reply) => noStore(reply).send({ status: 'alive' }));

  app.get('/readyz', async (_request, reply) => {
    const answer = await currentReadiness();
    return noStore(reply)
      .code(answer.status === 'unready' ? 503 : 200)
      .send(answer);
  });

  app.get('/metrics', async (request, reply) => {
    // A proxy's request whose client cannot be read is refused: it is not the proxy's own.
    const client = clientIp(request.raw, options.trustedProxies);
    if (client === null || !options.metricsAllow.allows(client))
      return noStore(reply).code(403).type('text/plain; charset=utf-8').send('Forbidden');
    const { registry } = options.metrics;
    return noStore(reply)
      .type(registry.contentType)
      .send(await registry.metrics());
  });
  done();
}

/**
 * Times every answer of `app` (a root hook, so every scope's routes are seen) by its route pattern:
 * `/api/member/login`, `/rpc`, `/*` for the static files, `unmatched` for what no route took. The
 * pattern, never the URL, so the label's values stay a short, fixed list.
 */
export function observeRequests(app: FastifyInstance, metrics: PlatformMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.routeOptions.url ?? 'unmatched',
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}

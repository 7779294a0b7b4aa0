import autocannon, { type Request } from 'autocannon';

export interface LoadOptions {
  connections: number;
  /** Seconds of measured load (autocannon checks the clock once a second). */
  duration: number;
  /** Seconds of unmeasured load first (JIT, caches, connection pools). */
  warmup: number;
  /** Stop earlier after this many requests (the like budget of the signed-in users). */
  maxRequests?: number | undefined;
}

export interface Measurement {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  /** Answers outside 2xx, connection errors and timeouts: a healthy case has none. */
  failures: number;
  /** Count per status code, e.g. { 200: 51234 }. */
  statuses: Record<string, number>;
}

/** Some answers came, all of them 2xx: a server that stalled through a whole run answered none. */
export const answeredWell = (m: Measurement) => m.requests > 0 && m.failures === 0;

/** One load run with autocannon, in this process, against `baseUrl`. */
export async function measure(baseUrl: string, requests: Request[], options: LoadOptions): Promise<Measurement> {
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.duration,
    timeout: 10,
    requests,
    ...(options.maxRequests ? { maxOverallRequests: Math.max(options.maxRequests, options.connections) } : {}),
    ...(options.warmup > 0 ? { warmup: { connections: options.connections, duration: options.warmup } } : {}),
  });
  const total = result.requests.total;
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]));
  return {
    requests: total,
    seconds: result.duration,
    rps: result.duration > 0 ? total / result.duration : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    statuses,
  };
}

// One autocannon run: req/s and exact latency percentiles (from every response's own time, so
// p95 is available too), plus how many answers were not 2xx.
import autocannon from 'autocannon';

export interface Request {
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p975: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
}

export const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  accept: 'application/json',
};

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : 0;

export async function runLoad(opts: {
  baseUrl: string;
  next: () => Request;
  durationS: number;
  connections: number;
}): Promise<LoadResult> {
  const times: number[] = [];
  let non2xx = 0;
  const instance = autocannon({
    url: opts.baseUrl,
    connections: opts.connections,
    duration: opts.durationS,
    pipelining: 1,
    requests: [
      {
        setupRequest: (req: Record<string, unknown>) => {
          const r = opts.next();
          return {
            ...req,
            method: r.method ?? 'GET',
            path: r.path,
            headers: {
              ...BROWSER_HEADERS,
              ...(r.body ? { 'content-type': 'application/json' } : {}),
              ...r.headers,
            },
            ...(r.body ? { body: r.body } : {}),
          };
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    times.push(ms);
    if (status < 200 || status >= 300) non2xx++;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.total / opts.durationS,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p975: percentile(times, 97.5),
    p99: percentile(times, 99),
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx,
  };
}

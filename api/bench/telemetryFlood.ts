import autocannon, { type Result } from 'autocannon';

// The flood of bench/telemetry.ts, run as its own process: `telemetryFlood.ts ORIGIN VERSION SECONDS RATE|max [PATH]`
// sends page-view reports at RATE a second (or as fast as the api answers) to /api/telemetry (or to
// PATH, a control) and prints how many and their statuses (JSON).

export const FLOOD_CONNECTIONS = 20;

/** An address of the documentation range per report: a crowd, as a load balancer would say it (X-Forwarded-For). */
function crowdAddress(): string {
  return `198.51.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
}

function flood(origin: string, version: string, seconds: number, rate: number | undefined, target: string, statuses: Record<string, number>): Promise<Result> {
  const count = (status: number) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
  };
  const report = JSON.stringify({ parts: [{ remote: 'mf_search', version, error: false, fallback: false }], mismatch: false, vitals: { lcp: 1800, inp: 120, cls: 0.03 } });
  const from = (address: string) => ({ 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': address });
  const beacon = { method: 'POST', path: target, onResponse: count };
  const fromCrowd = (request: { headers?: Record<string, string> } & Record<string, unknown>) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': crowdAddress() } });
  return autocannon({
    url: origin,
    connections: FLOOD_CONNECTIONS,
    duration: seconds,
    ...(rate === undefined ? {} : { overallRate: rate }),
    requests: [
      { ...beacon, headers: from('203.0.113.1'), body: report },
      { ...beacon, headers: from('203.0.113.2'), body: '{"parts": [' },
      { ...beacon, headers: from('203.0.113.3'), body: JSON.stringify({ parts: [], mismatch: false, vitals: {}, userAgent: 'x'.repeat(9000) }) },
      { ...beacon, headers: from('198.51.100.1'), body: report, setupRequest: fromCrowd },
    ],
  });
}

if (process.argv[1]?.endsWith('telemetryFlood.ts')) {
  const [origin = '', version = '', seconds = '5', rate = 'max', target = '/api/telemetry'] = process.argv.slice(2);
  const statuses: Record<string, number> = {};
  const result = await flood(origin, version, Number(seconds), rate === 'max' ? undefined : Number(rate), target, statuses);
  process.stdout.write(JSON.stringify({ total: result.requests.total, statuses }));
}

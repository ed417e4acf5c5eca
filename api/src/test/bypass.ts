import { request } from 'node:http';
import type { GuardedRoute } from '../http/guard.js';

/**
 * The spellings of a path that a router may normalise to the same route while a test of the raw
 * URL would not: what an attacker tries to get around a guard that reads `request.url`.
 */
export function spellingsOf(routePath: string): string[] {
  const segments = routePath.split('/').slice(1);
  const join = (parts: readonly string[]) => `/${parts.join('/')}`;
  const escape = (letter: string, upper: boolean) => {
    const hex = letter.charCodeAt(0).toString(16);
    return `%${upper ? hex.toUpperCase() : hex}`;
  };
  const spellings = new Set<string>([routePath]);
  segments.forEach((segment, index) => {
    const letter = /[a-z]/i.exec(segment);
    if (letter === null) return;
    for (const upper of [false, true]) {
      const spelled = segment.slice(0, letter.index) + escape(letter[0], upper) + segment.slice(letter.index + 1);
      spellings.add(join(segments.map((part, at) => (at === index ? spelled : part))));
    }
    spellings.add(join(segments.map((part, at) => (at === index ? part.toUpperCase() : part))));
    spellings.add(join(segments.map((part, at) => (at === index ? `${part};jsessionid=1` : part))));
  });
  spellings.add(`${routePath}/`);
  // The last slash written otherwise (an escaped slash needs a segment before it to stand in a path).
  const cut = routePath.lastIndexOf('/');
  const [head, tail] = [routePath.slice(0, cut), routePath.slice(cut + 1)];
  spellings.add(`${head}/./${tail}`);
  spellings.add(`/${routePath}`);
  spellings.add(`${head}//${tail}`);
  for (const slash of ['%2F', '%2f']) spellings.add(cut > 0 ? `${head}${slash}${tail}` : `/${slash}${tail}`);
  spellings.add(`${routePath}%3Fx=1`);
  spellings.add(`/x/..${routePath}`);
  return [...spellings];
}

/** A route's path with its parameters filled in with values its schema would accept. */
export function concretePath(routePath: string): string {
  return routePath.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? '00000000-0000-4000-8000-000000000001' : 'x')).replace(/\*$/, 'x');
}

export interface Attempt {
  method: string;
  path: string;
  status: number;
}

/** One request as an attacker sends it: the path byte for byte, no credentials, a body the route would refuse. */
export function attempt(origin: string, method: string, rawPath: string): Promise<Attempt> {
  const { hostname, port } = new URL(origin);
  const body = method === 'GET' || method === 'HEAD' ? undefined : '{}';
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: hostname,
        port: Number(port),
        method,
        path: rawPath,
        headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }) },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve({ method, path: rawPath, status: answer.statusCode ?? 0 }));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

/** What a guarded route may answer a request without credentials: never its handler's or its validation's answer. */
export const REFUSALS = [401, 403, 404];

/** Requests under way at once: enough to keep the api busy, few enough for a small machine. */
const AT_ONCE = 16;

/** Every spelling of every guarded route, asked without credentials; answers those not refused. */
export async function bypasses(origin: string, routes: readonly GuardedRoute[]): Promise<Attempt[]> {
  const asks = routes
    .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
    .flatMap((route) => spellingsOf(concretePath(route.url)).map((spelled) => ({ method: route.method, spelled })));
  const through: Attempt[] = [];
  for (let start = 0; start < asks.length; start += AT_ONCE) {
    const answers = await Promise.all(asks.slice(start, start + AT_ONCE).map(({ method, spelled }) => attempt(origin, method, spelled)));
    through.push(...answers.filter((answer) => !REFUSALS.includes(answer.status)));
  }
  return through;
}

/** Where the operators' routes once listened on the public port: still tried, as an attacker would. */
const FORMER_OPERATOR_PATHS = [
  { method: 'GET', path: '/api/site/deployments/ledger' },
  { method: 'POST', path: '/api/site/deployments/ledger' },
  { method: 'POST', path: '/api/site/catalogue/import' },
  { method: 'GET', path: '/api/site/deployments' },
];

/**
 * Every spelling of the operators' routes (and of their former public addresses) asked on the
 * public port `origin`; answers those that were not a 404.
 */
export async function operatorPathsAnswered(origin: string, operatorRoutes: readonly GuardedRoute[]): Promise<Attempt[]> {
  const paths = [...operatorRoutes.filter((route) => route.method !== 'HEAD').map((route) => ({ method: route.method, path: concretePath(route.url) })), ...FORMER_OPERATOR_PATHS];
  const answered: Attempt[] = [];
  for (const { method, path } of paths) {
    for (const spelled of spellingsOf(path)) {
      const answer = await attempt(origin, method, spelled);
      if (answer.status !== 404) answered.push(answer);
    }
  }
  return answered;
}

import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PAGE_VIEW_REPORT_MAX_BYTES, PAGE_VIEW_REPORT_PATH } from 'shared-kernel/federation';
import { z } from 'zod';
import { errorBodySchema, tooManyRequests } from '../http/errors.js';
import type { DeploymentLedger } from './deploymentLedger.js';
import { DEPLOY_TARGETS, type DeploymentRecord } from './deployments.js';
import { pageViewReportSchema, type SignalRecorder, type VersionSignals } from './telemetry.js';

export interface TelemetryRoutesOptions {
  recorder: SignalRecorder;
  ledger: DeploymentLedger;
  deployments: () => DeploymentRecord;
  /** Reports per IP and window. */
  rateLimit?: { max: number; timeWindowMs: number };
}

/**
 * A visitor's tab sends one report per page view, a few more when it comes back to a hidden tab:
 * two a second from one address for a minute is an office behind one address at its busiest, or
 * not a visitor.
 */
const DEFAULT_RATE_LIMIT = { max: 120, timeWindowMs: 60_000 };

/** A version's figures as the teams read them: rates in %, p75s as their bucket's bound. */
export interface VersionFigures {
  version: string;
  views: number;
  errorRate: number | null;
  fallbackRate: number | null;
  mismatchRate: number | null;
  serverRenders: number;
  serverFailureRate: number | null;
  p75: { lcpMs: number | null; inpMs: number | null; cls: number | null };
}

export interface PartReport {
  target: string;
  live: VersionFigures & { since: string };
  canary: (VersionFigures & { share: number; since: string }) | null;
}

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((1000 * part) / whole) / 10);

export function figuresOf(version: string, signals: VersionSignals | undefined): VersionFigures {
  const views = signals?.views ?? 0;
  const renders = signals?.serverRenders ?? 0;
  return {
    version,
    views,
    errorRate: percent(signals?.errors ?? 0, views),
    fallbackRate: percent(signals?.fallbacks ?? 0, views),
    mismatchRate: percent(signals?.mismatches ?? 0, views),
    serverRenders: renders,
    serverFailureRate: percent(signals?.serverFailures ?? 0, renders),
    p75: { lcpMs: signals?.p75.lcp ?? null, inpMs: signals?.p75.inp ?? null, cls: signals?.p75.cls ?? null },
  };
}

/** Each part's live version and canary with their figures: `deploy status` and the endpoint alike. */
export function deploymentReport(record: DeploymentRecord, signals: readonly VersionSignals[]): PartReport[] {
  return DEPLOY_TARGETS.flatMap((target) => {
    const deployment = record[target];
    if (!deployment) return [];
    const of = (version: string) => figuresOf(version, signals.find((entry) => entry.target === target && entry.version === version));
    const { canary } = deployment;
    return [{ target, live: { ...of(deployment.live), since: deployment.since }, canary: canary ? { ...of(canary.version), share: canary.share, since: canary.since } : null }];
  });
}

const figuresSchema = z.object({
  version: z.string(),
  views: z.number(),
  errorRate: z.number().nullable(),
  fallbackRate: z.number().nullable(),
  mismatchRate: z.number().nullable(),
  serverRenders: z.number(),
  serverFailureRate: z.number().nullable(),
  p75: z.object({ lcpMs: z.number().nullable(), inpMs: z.number().nullable(), cls: z.number().nullable() }),
});

/**
 * The shell's page-view reports (issue 39), and what they add up to per version. The report is
 * bounded (8 kB, else 413 unread), checked whole (400, nothing kept) and limited per address (429).
 */
export const telemetryRoutes: FastifyPluginAsync<TelemetryRoutesOptions> = async (app, { recorder, ledger, deployments, rateLimit: limits = DEFAULT_RATE_LIMIT }) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: tooManyRequests,
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    PAGE_VIEW_REPORT_PATH,
    {
      bodyLimit: PAGE_VIEW_REPORT_MAX_BYTES,
      config: { rateLimit: { max: limits.max, timeWindow: limits.timeWindowMs } },
      schema: {
        tags: ['site'],
        summary: "A page view's report: the remote versions it showed, their slots' errors and fallbacks, hydration, web vitals",
        description:
          'JSON, or the same JSON as text/plain (what navigator.sendBeacon sends for a string), at most 8 kB. No cookie is read or ' +
          'set, nothing of the visitor is kept: the counts are added to those of each version. Versions not deployed now are left out.',
        body: pageViewReportSchema,
        response: { 204: z.null().describe('Counted'), 400: errorBodySchema, 413: errorBodySchema, 429: errorBodySchema },
      },
      preValidation: async (request) => {
        if (typeof request.body !== 'string') return;
        try {
          request.body = JSON.parse(request.body) as z.infer<typeof pageViewReportSchema>;
        } catch {
          throw Object.assign(new Error('The body must be a page-view report in JSON.'), { statusCode: 400 });
        }
      },
    },
    async (request, reply) => {
      recorder.pageView(request.body);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/api/site/deployments',
    {
      schema: {
        tags: ['site'],
        summary: "Each part's live version and canary (with its share) and how each does for visitors",
        description:
          'Per version: page views reported, error and fallback rates of its slots, hydration mismatches, server renders and their ' +
          'failures (rates in %), and the p75 of LCP, INP (ms) and CLS, each as the upper bound of its histogram bucket.',
        response: {
          200: z.object({
            parts: z.array(z.object({ target: z.string(), live: figuresSchema.extend({ since: z.string() }), canary: figuresSchema.extend({ share: z.number(), since: z.string() }).nullable() })),
          }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { parts: deploymentReport(deployments(), await ledger.signals()) };
    },
  );
};

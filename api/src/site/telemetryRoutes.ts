import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PAGE_VIEW_REPORT_MAX_BYTES, PAGE_VIEW_REPORT_PATH, type PageViewReport } from 'shared-kernel/federation';
import { z } from 'zod';
import { errorBodySchema, tooManyRequests } from '../http/errors.js';
import { DEPLOY_TARGETS, type DeploymentRecord } from './deployments.js';
import { pageViewReportSchema, type SignalRecorder, type VersionSignals } from './telemetry.js';

export interface TelemetryRoutesOptions {
  recorder: SignalRecorder;
  /** Whether a report carries the unused token of a page this api served: only those count. */
  redeem: (report: PageViewReport) => Promise<boolean>;
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


/**
 * The shell's page-view reports (how a team sees its version do in real browsers), and what they add up to per version. The report is
 * bounded (8 kB, else 413 unread), checked whole (400, nothing kept) and limited per address (429).
 */
export const telemetryRoutes: FastifyPluginAsync<TelemetryRoutesOptions> = async (app, { recorder, redeem, rateLimit: limits = DEFAULT_RATE_LIMIT }) => {
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
          'set, nothing of the visitor is kept: the counts are added to those of each version. Versions not deployed now are left out, ' +
          'and so is a report without the unused view token of a page this api served (the page answer\'s Server-Timing `view`), ' +
          'naming the versions it was rendered with; it is answered 204 all the same.',
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
      if (await redeem(request.body)) recorder.pageView(request.body);
      return reply.code(204).send(null);
    },
  );

};

import { z } from '../zodSetup.js';
import type { ApiErrorBody } from './apiError.js';

/** The one body of every 4xx and 5xx answer of the api, so one front-end helper translates them all. */
export const apiErrorSchema = z.object({
  error: z.string().describe('A stable machine code: one of API_ERROR_CODES, or the route’s own (slot_full, link_invalid, …)'),
  message: z.string().describe('The English sentence, for clients that do not translate'),
  key: z
    .string()
    .optional()
    .describe('The dictionary key a front end shows: apiErrors.* of the common namespace, or a key of the remote that owns the route'),
  fields: z.record(z.string(), z.string()).optional().describe('Per field of the request, the dictionary key of what is wrong with it'),
}) satisfies z.ZodType<ApiErrorBody>;

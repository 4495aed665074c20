import { z } from 'zod';

// What the probes answer: a status word, nothing about the process or the database.

/** GET /healthz: the process answers. */
export const livenessDtoSchema = z.object({ status: z.literal('ok') });
export type LivenessDto = z.infer<typeof livenessDtoSchema>;

/** GET /readyz: 200 'ready', or 503 when the database does not answer. */
export const readinessDtoSchema = z.object({ status: z.enum(['ready', 'database unavailable']) });
export type ReadinessDto = z.infer<typeof readinessDtoSchema>;

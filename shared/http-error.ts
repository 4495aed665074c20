import { z } from 'zod';

/** The error body of every non-2xx API answer (ARCHITECTURE §5). */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

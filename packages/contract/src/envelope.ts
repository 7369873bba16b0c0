import { z } from 'zod';

/** Every failed API call answers with this body (spec §7's error shape, as the server writes it). */
export const apiFailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ApiFailure = z.infer<typeof apiFailureSchema>;

/** Every successful API call answers with `{ success: true, data, message }`. */
export function apiSuccessSchema<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    data,
    message: z.string(),
  });
}
export type ApiSuccess<T> = { success: true; data: T; message: string };

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof healthSchema>;

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiFailureSchema, apiSuccessSchema } from './envelope';

describe('API envelope', () => {
  it('accepts a success body and rejects one with the wrong data', () => {
    const schema = apiSuccessSchema(z.object({ id: z.number().int().positive() }));
    expect(schema.parse({ success: true, data: { id: 3 }, message: 'ok' }).data.id).toBe(3);
    expect(schema.safeParse({ success: true, data: { id: '3' }, message: 'ok' }).success).toBe(false);
  });

  it('requires a code on failures', () => {
    expect(apiFailureSchema.safeParse({ success: false, message: 'ভুল' }).success).toBe(false);
    expect(apiFailureSchema.safeParse({ success: false, message: 'ভুল', code: 'INVALID_INPUT' }).success).toBe(true);
  });
});

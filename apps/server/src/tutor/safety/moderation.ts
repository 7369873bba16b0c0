import type { SafetyKind } from '@study/contract';
import { z } from 'zod';
import { SEVERITY_OF } from './classifier';
import type { SafetyVerdict } from './classifier';

// OpenAI's moderation endpoint as a second opinion on a student's message (when
// OPENAI_MODERATION_URL is set). Only the categories that say the student may be at risk count:
// self-harm, and sexual content involving minors. Harassment or violence in a message is about
// what the student wrote, not what is done to them, and the classifier reads that better.

/** A second opinion must not hold the student's answer up for long. */
const MODERATION_TIMEOUT_MS = 5_000;

const moderationResponseSchema = z.object({
  results: z.array(z.object({ flagged: z.boolean(), categories: z.record(z.string(), z.boolean().nullable()) })).min(1),
});

const KIND_OF_CATEGORY: Record<string, SafetyKind> = {
  'self-harm': 'self_harm',
  'self-harm/intent': 'self_harm',
  'self-harm/instructions': 'self_harm',
  'sexual/minors': 'sexual_exploitation',
};

export class ModerationError extends Error {
  override name = 'ModerationError';
}

/** The endpoint's verdict as a safety verdict, or null when none of the risk categories is set. */
export async function moderate(
  options: { url: string; apiKey: string | undefined },
  message: string,
  signal: AbortSignal,
): Promise<SafetyVerdict | null> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.apiKey) headers['authorization'] = `Bearer ${options.apiKey}`;
  let response: Response;
  try {
    response = await fetch(options.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ input: message }),
      signal: AbortSignal.any([signal, AbortSignal.timeout(MODERATION_TIMEOUT_MS)]),
    });
  } catch (error) {
    throw new ModerationError(`moderation request failed: ${(error as Error).message}`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new ModerationError(`moderation answered HTTP ${response.status}`);
  }
  const parsed = moderationResponseSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new ModerationError('moderation answered without results');
  const kinds = new Set<SafetyKind>();
  for (const result of parsed.data.results) {
    for (const [category, set] of Object.entries(result.categories)) {
      const kind = KIND_OF_CATEGORY[category];
      if (set && kind) kinds.add(kind);
    }
  }
  const ordered = (['self_harm', 'sexual_exploitation'] as const).filter((kind) => kinds.has(kind));
  const [kind] = ordered;
  return kind ? { kind, severity: SEVERITY_OF[kind], kinds: [...ordered], confidence: 'sure' } : null;
}

import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { classifySafety } from './classifier';
import type { SafetyVerdict } from './classifier';
import { moderate } from './moderation';

/**
 * The safety verdict on a student's message: the classifier's, and when OpenAI's moderation
 * endpoint is configured and the classifier found nothing, the endpoint's. The classifier runs
 * first and alone decides when it flags (no message it catches waits for, or depends on, a
 * network call). A failed moderation call leaves the classifier's verdict, and is logged.
 */
export async function screenMessage(
  config: Pick<Config['tutor'], 'moderationUrl' | 'openaiApiKey'>,
  logger: Logger,
  message: string,
  signal: AbortSignal,
): Promise<SafetyVerdict | null> {
  const verdict = classifySafety(message);
  if (verdict || !config.moderationUrl) return verdict;
  try {
    return await moderate({ url: config.moderationUrl, apiKey: config.openaiApiKey }, message, signal);
  } catch (error) {
    logger.warn({ err: { name: (error as Error).name, message: (error as Error).message } }, 'moderation check failed');
    return null;
  }
}

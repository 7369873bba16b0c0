import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { classifySafety } from './classifier';
import type { SafetyVerdict } from './classifier';
import { moderate } from './moderation';
import { warmSafetyModel } from './statistical';

/**
 * The safety verdict on a student's message: the classifier's (its rules and its statistical
 * model), and when OpenAI's moderation endpoint is configured and the classifier found nothing or
 * only a check-in, the endpoint's. The classifier runs first and alone decides when it flags (no
 * message it catches waits for, or depends on, a network call); the endpoint can only add a flag
 * or make a check-in sure. A failed moderation call leaves the classifier's verdict, and is logged.
 */
export async function screenMessage(
  config: Pick<Config['tutor'], 'moderationUrl' | 'openaiApiKey'>,
  logger: Logger,
  message: string,
  signal: AbortSignal,
): Promise<SafetyVerdict | null> {
  await warmSafetyModel();
  const verdict = classifySafety(message);
  if (verdict?.confidence === 'sure' || !config.moderationUrl) return verdict;
  try {
    return (await moderate({ url: config.moderationUrl, apiKey: config.openaiApiKey }, message, signal)) ?? verdict;
  } catch (error) {
    logger.warn({ err: { name: (error as Error).name, message: (error as Error).message } }, 'moderation check failed');
    return verdict;
  }
}

import type { Config } from '../config';
import { createOfflineProvider } from './offline';
import { createOpenAiProvider } from './openai';
import { textPieces } from './provider';
import type { TutorProvider } from './provider';
import { safetyReply, touchesSafety } from './wellbeing';

/**
 * The configured provider, behind the safety guard: a message touching self-harm, abuse or
 * danger never reaches a model; it gets the same caring reply from every provider, pointing to
 * a trusted adult, and is flagged for a teacher.
 */
export function createTutorProvider(config: Config['tutor']): TutorProvider {
  const inner =
    config.provider === 'openai' && config.openaiBaseUrl && config.openaiModel
      ? createOpenAiProvider({ baseUrl: config.openaiBaseUrl, apiKey: config.openaiApiKey, model: config.openaiModel })
      : createOfflineProvider();
  return {
    name: inner.name,
    generate(request) {
      if (!touchesSafety(request.message)) return inner.generate(request);
      return {
        pieces: textPieces(safetyReply(request.language), request.signal),
        // Not a lesson answer, and a teacher must know.
        assess: () => ({ confidence: 0, requiresTeacherAttention: true }),
      };
    },
  };
}

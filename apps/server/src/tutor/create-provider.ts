import type { Config } from '../config';
import { createOfflineProvider } from './offline';
import { createOpenAiProvider } from './openai';
import type { TutorProvider } from './provider';

/** The configured provider. Messages reach it only through the safety gate (service.ts `generateReply`). */
export function createTutorProvider(config: Config['tutor']): TutorProvider {
  return config.provider === 'openai' && config.openaiBaseUrl && config.openaiModel
    ? createOpenAiProvider({ baseUrl: config.openaiBaseUrl, apiKey: config.openaiApiKey, model: config.openaiModel })
    : createOfflineProvider();
}

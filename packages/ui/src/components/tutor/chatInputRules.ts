import { bnMessages, TUTOR_MESSAGE_MAX, tutorMessageSchema } from '@study/contract';
import { checkWithSchema } from '../../utils/schemaFieldErrors';

/** Spec §9: the longest question the tutor accepts. */
export const maxChatMessageLength = TUTOR_MESSAGE_MAX;

export type ChatMessageValidation = { ok: true; message: string } | { ok: false; error: 'blank' | 'tooLong' };

/**
 * Spec §5, by the contract's schema of a question: blank (after trimming) is not sent; over 1000
 * characters is refused. NUL characters (only ever pasted, never meant, and refused by the
 * server) are dropped first.
 */
export function validateChatMessage(text: string): ChatMessageValidation {
  const result = checkWithSchema(tutorMessageSchema, text.replaceAll('\u0000', ''));
  if (result.ok) return { ok: true, message: result.value };
  return { ok: false, error: result.errors[''] === bnMessages.messageEmpty ? 'blank' : 'tooLong' };
}

export type TutorChatStatus = 'idle' | 'loading' | 'streaming' | 'error';

export interface SendState {
  status: TutorChatStatus;
  /** `canCall` from the usage; unknown usage does not block. */
  canCall?: boolean;
}

/** Spec §5: no new question while one is in flight or once today's limit is used up. */
export function canSend({ status, canCall }: SendState): boolean {
  return status !== 'loading' && status !== 'streaming' && canCall !== false;
}

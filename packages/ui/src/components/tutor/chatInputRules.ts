/** Spec §9: the longest question the tutor accepts. */
export const maxChatMessageLength = 1000;

export type ChatMessageValidation = { ok: true; message: string } | { ok: false; error: 'blank' | 'tooLong' };

/**
 * Spec §5: blank (after trimming) is not sent; over 1000 characters is refused. NUL characters
 * (only ever pasted, never meant, and refused by the server) are dropped first.
 */
export function validateChatMessage(text: string): ChatMessageValidation {
  const message = text.replaceAll('\u0000', '').trim();
  if (message.length === 0) return { ok: false, error: 'blank' };
  if (message.length > maxChatMessageLength) return { ok: false, error: 'tooLong' };
  return { ok: true, message };
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

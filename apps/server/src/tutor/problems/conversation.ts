import type { Language } from '@study/contract';
import type { TutorTurn } from '../provider';
import { guide } from './index';
import type { GuideOutcome } from './index';

// Plays a conversation through the guide the way the service does: each reply's state is stored
// with it and comes back in the next turn's history. For the tests and the evaluation script.

export function converse(messages: string[], lesson = '', language: Language = 'bn'): (GuideOutcome | undefined)[] {
  const history: TutorTurn[] = [];
  return messages.map((message) => {
    const reply = guide({ topic: { content: lesson }, language, history: [...history], message });
    history.push({ role: 'user', content: message });
    history.push({ role: 'assistant', content: reply?.text ?? '…', state: reply?.state ?? null });
    return reply;
  });
}

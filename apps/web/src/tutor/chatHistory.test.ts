import type { TutorChatMessage } from '@study/ui';
import { beforeEach, describe, expect, it } from 'vitest';
import { chatHistoryKey, clearChatHistory, loadChatHistory, maxStoredMessages, saveChatHistory } from './chatHistory';

function message(n: number, extra: Partial<TutorChatMessage> = {}): TutorChatMessage {
  return {
    id: `m-${n}`,
    role: n % 2 === 0 ? 'user' : 'assistant',
    content: `বার্তা ${n}`,
    timestamp: '2026-11-22T10:00:00.000Z',
    isComplete: true,
    ...extra,
  };
}

beforeEach(() => {
  localStorage.clear();
});

describe('chat history', () => {
  it('keeps each topic under its own tutorChat: key', () => {
    saveChatHistory(3, [message(0)]);
    saveChatHistory(4, [message(1)]);
    expect(chatHistoryKey(3)).toBe('tutorChat:3');
    expect(loadChatHistory(3).map((m) => m.id)).toEqual(['m-0']);
    expect(loadChatHistory(4).map((m) => m.id)).toEqual(['m-1']);
  });

  it('stores completed messages only, with their metadata', () => {
    const flagged = message(1, { metadata: { requiresTeacherAttention: true, confidenceScore: 0.3 } });
    saveChatHistory(3, [
      message(0),
      flagged,
      message(2, { isStreaming: true, isComplete: false }),
      message(3, { isComplete: false }),
      message(5, { content: '  ' }),
    ]);
    expect(loadChatHistory(3)).toEqual([message(0), flagged]);
  });

  it('reads a history stored with the wire names, before the panel took camelCase props', () => {
    const stored = {
      ...message(1),
      metadata: { requires_teacher_attention: true, confidence_score: 0.3, safety: true },
    };
    localStorage.setItem('tutorChat:3', JSON.stringify([stored]));
    expect(loadChatHistory(3)[0]?.metadata).toEqual({
      requiresTeacherAttention: true,
      confidenceScore: 0.3,
      safety: true,
    });
  });

  it('removes the key when nothing is worth keeping', () => {
    saveChatHistory(3, [message(0)]);
    saveChatHistory(3, [message(1, { isStreaming: true })]);
    expect(localStorage.getItem('tutorChat:3')).toBeNull();
  });

  it(`keeps the latest ${maxStoredMessages} messages`, () => {
    const many = Array.from({ length: maxStoredMessages + 20 }, (_, n) => message(n));
    saveChatHistory(3, many);
    const loaded = loadChatHistory(3);
    expect(loaded).toHaveLength(maxStoredMessages);
    expect(loaded[0]?.id).toBe('m-20');
    expect(loaded.at(-1)?.id).toBe(`m-${maxStoredMessages + 19}`);
  });

  it('gives an empty history for missing or corrupt data instead of failing', () => {
    expect(loadChatHistory(3)).toEqual([]);
    localStorage.setItem('tutorChat:3', '{not json');
    expect(loadChatHistory(3)).toEqual([]);
    localStorage.setItem('tutorChat:3', JSON.stringify({ id: 'x' }));
    expect(loadChatHistory(3)).toEqual([]);
  });

  it('skips entries it did not write', () => {
    localStorage.setItem(
      'tutorChat:3',
      JSON.stringify([message(0), { id: 1, role: 'user' }, { ...message(1), role: 'system' }, null]),
    );
    expect(loadChatHistory(3)).toEqual([message(0)]);
  });

  it('survives a full storage', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(() => saveChatHistory(3, [message(0)], full)).not.toThrow();
  });

  it('clears one topic', () => {
    saveChatHistory(3, [message(0)]);
    saveChatHistory(4, [message(0)]);
    clearChatHistory(3);
    expect(localStorage.getItem('tutorChat:3')).toBeNull();
    expect(loadChatHistory(4)).toHaveLength(1);
  });

  it('keeps a reply cut by a reload with its mark, even with no word in it', () => {
    const cut = message(1, { content: '', cut: { givenBack: true } });
    saveChatHistory(3, [message(0), cut]);
    expect(loadChatHistory(3)).toEqual([message(0), { ...cut, isComplete: true }]);
  });
});

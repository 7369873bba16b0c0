import { beforeEach, describe, expect, it } from 'vitest';
import { clearPendingReply, loadPendingReply, pendingReplyKey, savePendingReply, withCutReply } from './pendingReply';

const pending = { sessionId: 's-1', replyId: 'a-1', content: 'ভগ্নাংশ হলো', timestamp: '2026-11-26T10:00:00.000Z' };
const question = {
  id: 'u-1',
  role: 'user' as const,
  content: 'ভগ্নাংশ কী?',
  timestamp: pending.timestamp,
  isComplete: true,
};

beforeEach(() => {
  localStorage.clear();
});

describe('pending reply', () => {
  it('is kept per topic under the tutor prefix (logout clears it), and cleared', () => {
    savePendingReply(3, pending);
    expect(pendingReplyKey(3)).toBe('tutorChat:pending:3');
    expect(loadPendingReply(3)).toEqual(pending);
    expect(loadPendingReply(4)).toBeNull();
    clearPendingReply(3);
    expect(loadPendingReply(3)).toBeNull();
  });

  it('ignores what it did not write', () => {
    localStorage.setItem(pendingReplyKey(3), '{"sessionId": 5}');
    expect(loadPendingReply(3)).toBeNull();
    localStorage.setItem(pendingReplyKey(3), 'not json');
    expect(loadPendingReply(3)).toBeNull();
  });

  it('joins the conversation as a reply cut short, not yet given back, once', () => {
    const messages = withCutReply([question], pending);
    expect(messages).toEqual([
      question,
      {
        id: 'a-1',
        role: 'assistant',
        content: 'ভগ্নাংশ হলো',
        timestamp: pending.timestamp,
        isComplete: true,
        cut: { givenBack: false },
      },
    ]);
    expect(withCutReply(messages, pending)).toBe(messages);
    expect(withCutReply([question], null)).toEqual([question]);
  });
});

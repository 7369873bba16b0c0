import { describe, expect, it } from 'vitest';
import { canSend, maxChatMessageLength, validateChatMessage } from './chatInputRules';

describe('validateChatMessage', () => {
  it('trims the message', () => {
    expect(validateChatMessage('  ভগ্নাংশ কী?\n')).toEqual({ ok: true, message: 'ভগ্নাংশ কী?' });
  });
  it('refuses blank text', () => {
    expect(validateChatMessage('')).toEqual({ ok: false, error: 'blank' });
    expect(validateChatMessage(' \n\t ')).toEqual({ ok: false, error: 'blank' });
  });
  it('accepts exactly the limit and refuses one more', () => {
    expect(validateChatMessage('ক'.repeat(maxChatMessageLength)).ok).toBe(true);
    expect(validateChatMessage('ক'.repeat(maxChatMessageLength + 1))).toEqual({ ok: false, error: 'tooLong' });
  });
  it('measures the length after trimming', () => {
    expect(validateChatMessage(`  ${'ক'.repeat(maxChatMessageLength)}  `).ok).toBe(true);
  });
});

describe('canSend', () => {
  it('allows sending when idle or after an error', () => {
    expect(canSend({ status: 'idle' })).toBe(true);
    expect(canSend({ status: 'error', canCall: true })).toBe(true);
  });
  it('blocks while a reply is loading or streaming', () => {
    expect(canSend({ status: 'loading' })).toBe(false);
    expect(canSend({ status: 'streaming' })).toBe(false);
  });
  it('blocks when the daily limit is reached', () => {
    expect(canSend({ status: 'idle', canCall: false })).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText, blankText, filledText, padded } from '../../../test/formArbitraries';
import { maxChatMessageLength, validateChatMessage } from './chatInputRules';

// Issue 8: whatever the box holds, the rule answers with a known outcome (the question to send,
// or 'blank' / 'tooLong', which the panel shows in its Bengali words). The contract's schema
// measures the limit in code points (zod 4), so an emoji counts once, as a student counts it.

const runs = { numRuns: 500 };

describe('validateChatMessage', () => {
  it('never throws and answers with a known outcome, for any input', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const result = validateChatMessage(text);
        if (result.ok) {
          expect(result.message.length).toBeGreaterThan(0);
          expect([...result.message].length).toBeLessThanOrEqual(maxChatMessageLength);
          expect(result.message).toBe(result.message.trim());
          expect(result.message).not.toContain('\u0000');
        } else {
          expect(['blank', 'tooLong']).toContain(result.error);
        }
      }),
      runs,
    );
  });

  it('sends every non-blank question of up to 1000 characters, trimmed', () => {
    fc.assert(
      fc.property(fc.tuple(blankText, filledText(maxChatMessageLength), blankText), ([before, question, after]) => {
        expect(validateChatMessage(`${before}${question}${after}`)).toEqual({ ok: true, message: question });
      }),
      runs,
    );
  });

  it('does not send a blank question', () => {
    fc.assert(
      fc.property(fc.tuple(blankText, fc.string({ unit: fc.constant('\u0000'), maxLength: 3 })), ([blank, nul]) => {
        expect(validateChatMessage(`${blank}${nul}${blank}`)).toEqual({ ok: false, error: 'blank' });
      }),
      runs,
    );
  });

  it('refuses a question over 1000 characters', () => {
    const tooLong = fc.integer({ min: maxChatMessageLength + 1, max: 20_000 }).map((length) => 'ক'.repeat(length));
    fc.assert(
      fc.property(padded(tooLong), (text) => {
        expect(validateChatMessage(text)).toEqual({ ok: false, error: 'tooLong' });
      }),
      runs,
    );
  });
});

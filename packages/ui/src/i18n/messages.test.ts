import { describe, expect, it } from 'vitest';
import { bn } from './messages';

describe('bn messages', () => {
  it('holds the strings the spec fixes word for word', () => {
    expect(bn.loading).toBe('লোড হচ্ছে...');
    expect(bn.retry).toBe('আবার চেষ্টা করো');
    expect(bn.comingSoon).toBe('শীঘ্রই আসছে');
    expect(bn.notFound).toBe('পৃষ্ঠা খুঁজে পাওয়া যায়নি');
  });

  it('has only non-empty Bengali text (no Latin placeholders left behind)', () => {
    for (const [key, text] of Object.entries(bn)) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).toMatch(/[\u0980-\u09ff]/);
      expect(text, key).not.toMatch(/[A-Za-z]/);
    }
  });
});

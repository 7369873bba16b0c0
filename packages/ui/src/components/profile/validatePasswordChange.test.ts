import { describe, expect, it } from 'vitest';
import { validatePasswordChange } from './validatePasswordChange';

const valid = { currentPassword: 'purono123', newPassword: 'notun1', confirmPassword: 'notun1' };

describe('validatePasswordChange (spec §5)', () => {
  it('accepts a complete, matching change', () => {
    expect(validatePasswordChange(valid)).toEqual({});
  });

  it('needs every field', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'বর্তমান পাসওয়ার্ড প্রয়োজন',
      newPassword: 'নতুন পাসওয়ার্ড প্রয়োজন',
      confirmPassword: 'পাসওয়ার্ড নিশ্চিত করো',
    });
  });

  it('needs a new password of at least 6 characters', () => {
    expect(validatePasswordChange({ ...valid, newPassword: '12345', confirmPassword: '12345' })).toEqual({
      newPassword: 'পাসওয়ার্ড কমপক্ষে ৬ সংখ্যার হতে হবে',
    });
    expect(validatePasswordChange({ ...valid, newPassword: '123456', confirmPassword: '123456' })).toEqual({});
  });

  it('needs the confirmation to match the new password exactly', () => {
    expect(validatePasswordChange({ ...valid, confirmPassword: 'notun2' })).toEqual({
      confirmPassword: 'নতুন পাসওয়ার্ড মিল নেই',
    });
    expect(validatePasswordChange({ ...valid, confirmPassword: 'notun1 ' })).toEqual({
      confirmPassword: 'নতুন পাসওয়ার্ড মিল নেই',
    });
  });

  it('reports a short new password and the mismatch together', () => {
    expect(validatePasswordChange({ ...valid, newPassword: '123', confirmPassword: '1234' })).toEqual({
      newPassword: 'পাসওয়ার্ড কমপক্ষে ৬ সংখ্যার হতে হবে',
      confirmPassword: 'নতুন পাসওয়ার্ড মিল নেই',
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  errorMessages,
  firstInvalidField,
  toRegistrationPayload,
  validateLogin,
  validateRegistration,
} from './validation';
import type { RegistrationValues } from './validation';

const loginRequired = 'অনুগ্রহ করে ইউজারনেম এবং পাসওয়ার্ড দাও';
const required = 'অনুগ্রহ করে সকল আবশ্যক ক্ষেত্র পূরণ করো';
const phonePrefix = 'মোবাইল নম্বর +880 দিয়ে শুরু করো';
const phoneInvalid = 'সঠিক মোবাইল নম্বর দাও';
const passwordMin = 'পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে';
const usernameFormat = 'ইউজারনেম ৩ থেকে ৩০ অক্ষরের হতে হবে, আর তাতে শুধু ইংরেজি অক্ষর, সংখ্যা, _ ও . থাকতে পারবে';

describe('validateLogin', () => {
  it('accepts a username and a password', () => {
    expect(validateLogin({ username: 'rafi', password: 'x' })).toEqual({});
  });

  it('asks for both when either is missing (spec §5)', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({ username: loginRequired, password: loginRequired });
    expect(validateLogin({ username: 'rafi', password: '' })).toEqual({ password: loginRequired });
    expect(validateLogin({ username: '', password: 'secret' })).toEqual({ username: loginRequired });
  });

  it('treats a username of spaces as missing but keeps a password of spaces', () => {
    expect(validateLogin({ username: '   ', password: '   ' })).toEqual({ username: loginRequired });
  });
});

const valid: RegistrationValues = {
  name: 'রাফি আহমেদ',
  username: 'rafi_08',
  password: 'porashona',
  phone: '+8801712345678',
  class: '8',
  school: '',
};
const withValues = (changes: Partial<RegistrationValues>) => validateRegistration({ ...valid, ...changes });

describe('validateRegistration', () => {
  it('accepts a complete registration', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('marks every missing required field (spec §5)', () => {
    expect(validateRegistration({ name: ' ', username: '', password: '', phone: '', class: '', school: '' })).toEqual({
      name: required,
      username: required,
      password: required,
      phone: required,
      class: required,
    });
  });

  it('counts a phone holding only the +880 prefix as missing', () => {
    expect(withValues({ phone: '+880' })).toEqual({ phone: required });
    expect(withValues({ phone: ' +880 ' })).toEqual({ phone: required });
  });

  it('leaves the school optional', () => {
    expect(withValues({ school: '' })).toEqual({});
    expect(withValues({ school: 'মতিঝিল সরকারি বালক উচ্চ বিদ্যালয়' })).toEqual({});
  });

  describe('username (decisions.md: 3–30 of A–Z a–z 0–9 _ .)', () => {
    it.each(['abc', 'a'.repeat(30), 'Rafi.Ahmed_2026', '  rafi  '])('accepts %j', (username) => {
      expect(withValues({ username })).toEqual({});
    });

    it.each(['ab', 'a'.repeat(31), 'rafi ahmed', 'rafi-ahmed', 'রাফি', 'rafi@mail', 'ra'])('refuses %j', (username) => {
      expect(withValues({ username })).toEqual({ username: usernameFormat });
    });
  });

  describe('password (spec §5: at least 8 characters)', () => {
    it('refuses 7 characters and accepts 8', () => {
      expect(withValues({ password: '1234567' })).toEqual({ password: passwordMin });
      expect(withValues({ password: '12345678' })).toEqual({});
    });
  });

  describe('phone (spec §5 and decisions.md)', () => {
    it('must start with +880', () => {
      expect(withValues({ phone: '01712345678' })).toEqual({ phone: phonePrefix });
      expect(withValues({ phone: '8801712345678' })).toEqual({ phone: phonePrefix });
      expect(withValues({ phone: '+8811712345678' })).toEqual({ phone: phonePrefix });
    });

    it('must be exactly 14 characters', () => {
      expect(withValues({ phone: '+880171234567' })).toEqual({ phone: phoneInvalid });
      expect(withValues({ phone: '+88017123456789' })).toEqual({ phone: phoneInvalid });
    });

    it('must be a Bangladeshi mobile number: 1, then an operator digit 3–9', () => {
      for (const operator of ['3', '4', '5', '6', '7', '8', '9']) {
        expect(withValues({ phone: `+8801${operator}12345678` })).toEqual({});
      }
      expect(withValues({ phone: '+8801212345678' })).toEqual({ phone: phoneInvalid });
      expect(withValues({ phone: '+8801012345678' })).toEqual({ phone: phoneInvalid });
      expect(withValues({ phone: '+8802712345678' })).toEqual({ phone: phoneInvalid });
    });

    it('takes only digits after the prefix', () => {
      expect(withValues({ phone: '+88017123456a8' })).toEqual({ phone: phoneInvalid });
      expect(withValues({ phone: '+880১৭১২৩৪৫৬৭৮' })).toEqual({ phone: phoneInvalid });
    });

    it('ignores spaces and dashes between digit groups', () => {
      expect(withValues({ phone: '+880 1712-345678' })).toEqual({});
      expect(withValues({ phone: ' +880 17 1234 5678 ' })).toEqual({});
    });
  });

  it('needs one of the classes 6 to 10', () => {
    for (const classLevel of ['6', '7', '8', '9', '10'] as const) expect(withValues({ class: classLevel })).toEqual({});
    expect(validateRegistration({ ...valid, class: '' })).toEqual({ class: required });
    // Only a tampered select holds another value: the server's message names the classes.
    const classRange = 'শ্রেণি ৬ থেকে ১০ এর মধ্যে বেছে নাও';
    expect(validateRegistration({ ...valid, class: '5' as RegistrationValues['class'] })).toEqual({
      class: classRange,
    });
    expect(validateRegistration({ ...valid, class: '11' as RegistrationValues['class'] })).toEqual({
      class: classRange,
    });
  });
});

describe('toRegistrationPayload', () => {
  it('trims the text fields, normalises the phone and leaves an empty school out', () => {
    expect(
      toRegistrationPayload({ ...valid, name: '  রাফি  ', username: ' rafi_08 ', phone: '+880 1712 345678' }),
    ).toEqual({
      name: 'রাফি',
      username: 'rafi_08',
      password: 'porashona',
      phone: '+8801712345678',
      class: '8',
    });
    expect(toRegistrationPayload({ ...valid, school: '   ' })).not.toHaveProperty('school');
  });

  it('sends a filled school, trimmed, and keeps the password exactly as typed', () => {
    expect(toRegistrationPayload({ ...valid, password: ' pass word ', school: ' আইডিয়াল স্কুল ' })).toMatchObject({
      password: ' pass word ',
      school: 'আইডিয়াল স্কুল',
    });
  });
});

const fields = ['name', 'username', 'password', 'phone', 'class'] as const;

describe('errorMessages', () => {
  it('lists each message once, in form order', () => {
    expect(
      errorMessages({ class: required, phone: phoneInvalid, name: required, password: passwordMin }, fields),
    ).toEqual([required, passwordMin, phoneInvalid]);
    expect(errorMessages({}, fields)).toEqual([]);
  });
});

describe('firstInvalidField', () => {
  it('finds the first field in form order, whatever the object order', () => {
    expect(firstInvalidField({ class: required, username: usernameFormat }, fields)).toBe('username');
    expect(firstInvalidField({}, fields)).toBeUndefined();
  });
});

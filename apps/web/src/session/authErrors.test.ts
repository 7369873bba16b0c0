import { authMessages } from '@study/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { messages } from '../messages';
import { loginErrorToast, readAuthData, registerErrorToast, registerFieldErrors } from './authErrors';

const throttled = authMessages.tooManyAttempts(5);

describe('loginErrorToast (spec §8)', () => {
  it.each([
    ['INVALID_CREDENTIALS', new ApiError('x', 401, 'INVALID_CREDENTIALS'), authMessages.invalidCredentials],
    [
      "a message naming 'invalid username or password'",
      new ApiError('Invalid username or password', 401),
      authMessages.invalidCredentials,
    ],
    [
      "a message naming 'invalid credentials'",
      new ApiError('Invalid credentials.', 400),
      authMessages.invalidCredentials,
    ],
    ["'user not found'", new ApiError('User not found', 404), messages.auth.userNotFound],
    ["'incorrect password'", new ApiError('Incorrect password', 401), messages.auth.incorrectPassword],
    ['ACCOUNT_DISABLED', new ApiError('x', 403, 'ACCOUNT_DISABLED'), authMessages.accountDisabled],
    ["'account disabled'", new ApiError('Account is disabled', 403), authMessages.accountDisabled],
    ['TOO_MANY_ATTEMPTS (the server says how long)', new ApiError(throttled, 429, 'TOO_MANY_ATTEMPTS'), throttled],
    ['status 0', new ApiError('Failed to fetch', 0, 'NETWORK_ERROR'), messages.auth.connectionProblem],
    ['status 500', new ApiError('Request failed with status 500', 500), messages.auth.serverProblem],
    ['status 503 with a message', new ApiError('Service Unavailable', 503), messages.auth.serverProblem],
    ['another server message', new ApiError('পাঠানো তথ্য সঠিক নয়', 400, 'INVALID_INPUT'), 'পাঠানো তথ্য সঠিক নয়'],
    ['no server message', new ApiError('Request failed with status 400', 400), messages.auth.loginFailed],
    [
      'an unexpected answer',
      new ApiError('Unexpected response from POST /x', 200, 'INVALID_RESPONSE'),
      messages.auth.loginUnexpectedFormat,
    ],
    ['a thrown error', new TypeError('x is not a function'), messages.auth.requestFailed],
    ['a thrown non-error', 'boom', messages.auth.requestFailed],
  ])('%s', (_name, error, title) => {
    expect(loginErrorToast(error)).toEqual({ title });
  });
});

describe('registerErrorToast (spec §8)', () => {
  it.each([
    [
      'USERNAME_TAKEN',
      new ApiError(authMessages.usernameTaken, 409, 'USERNAME_TAKEN'),
      { title: authMessages.usernameTaken },
    ],
    ["'username already exists'", new ApiError('Username already exists', 400), { title: authMessages.usernameTaken }],
    ['PHONE_TAKEN', new ApiError(authMessages.phoneTaken, 409, 'PHONE_TAKEN'), { title: authMessages.phoneTaken }],
    [
      "'phone already registered'",
      new ApiError('Phone number already registered', 400),
      { title: authMessages.phoneTaken },
    ],
    ["'email already exists'", new ApiError('Email already exists', 400), { title: messages.auth.emailTaken }],
    [
      'INVALID_PHONE, with the server reason',
      new ApiError('সঠিক মোবাইল নম্বর দাও', 400, 'INVALID_PHONE'),
      { title: messages.auth.invalidPhone, description: 'সঠিক মোবাইল নম্বর দাও' },
    ],
    [
      "'invalid phone'",
      new ApiError('Request failed with status 400', 400, 'INVALID_PHONE'),
      { title: messages.auth.invalidPhone },
    ],
    [
      'WEAK_PASSWORD',
      new ApiError('পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে', 400, 'WEAK_PASSWORD'),
      { title: messages.auth.weakPassword, description: 'পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে' },
    ],
    [
      "'password too weak'",
      new ApiError('Password is too weak', 400),
      { title: messages.auth.weakPassword, description: 'Password is too weak' },
    ],
    [
      'TOO_MANY_ATTEMPTS (registrations throttled per address): the wait as the reason',
      new ApiError(throttled, 429, 'TOO_MANY_ATTEMPTS'),
      { title: messages.auth.registerFailed, description: throttled },
    ],
    ['status 0', new ApiError('Failed to fetch', 0), { title: messages.auth.connectionProblem }],
    ['status 500', new ApiError('Internal', 500), { title: messages.auth.serverProblem }],
    [
      'another server message',
      new ApiError('ইউজারনেম ৩ থেকে ৩০ অক্ষরের হতে হবে', 400, 'INVALID_INPUT'),
      { title: messages.auth.registerFailed, description: 'ইউজারনেম ৩ থেকে ৩০ অক্ষরের হতে হবে' },
    ],
    ['no server message', new ApiError('Request failed with status 400', 400), { title: messages.auth.registerFailed }],
    ['a thrown error', new Error('oops'), { title: messages.auth.requestFailed }],
  ])('%s', (_name, error, toast) => {
    expect(registerErrorToast(error)).toEqual(toast);
  });
});

describe('registerFieldErrors: the field a refusal is about', () => {
  it.each([
    [
      'a taken username',
      new ApiError('Username already exists', 409, 'USERNAME_TAKEN'),
      { username: authMessages.usernameTaken },
    ],
    [
      'a taken phone',
      new ApiError('Phone number already registered', 409, 'PHONE_TAKEN'),
      { phone: authMessages.phoneTaken },
    ],
    [
      "an invalid phone, in the server's words",
      new ApiError('সঠিক মোবাইল নম্বর দাও', 400, 'INVALID_PHONE'),
      { phone: 'সঠিক মোবাইল নম্বর দাও' },
    ],
    [
      'a weak password without words',
      new ApiError('Request failed with status 400', 400, 'WEAK_PASSWORD'),
      { password: messages.auth.weakPassword },
    ],
  ])('%s', (_name, error, fields) => {
    expect(registerFieldErrors(error)).toEqual(fields);
  });

  it('is about no field for the rest', () => {
    expect(registerFieldErrors(new ApiError('Request failed with status 500', 500))).toBeUndefined();
    expect(registerFieldErrors(new Error('offline'))).toBeUndefined();
  });
});

describe('readAuthData (spec §7: login and registration answers)', () => {
  const user = { id: 1, name: 'ক', username: 'ka', phone: '+8801712345678', class: '8' };

  it('accepts tokens and a user', () => {
    expect(readAuthData({ accessToken: 'a', refreshToken: 'r', user })).toEqual({
      ok: true,
      data: { accessToken: 'a', refreshToken: 'r', user },
    });
  });

  it.each([
    ['no accessToken', { refreshToken: 'r', user }],
    ['an empty accessToken', { accessToken: '', refreshToken: 'r', user }],
    ['a non-string accessToken', { accessToken: 5, refreshToken: 'r', user }],
  ])('calls %s a missing token', (_name, data) => {
    expect(readAuthData(data)).toEqual({ ok: false, message: messages.auth.loginTokenMissing });
  });

  it.each([
    ['no user', { accessToken: 'a', refreshToken: 'r' }],
    ['no refresh token', { accessToken: 'a', user }],
    ['not an object', 'ok'],
    ['null', null],
  ])('calls %s an unexpected format', (_name, data) => {
    expect(readAuthData(data)).toEqual({ ok: false, message: messages.auth.loginUnexpectedFormat });
  });
});

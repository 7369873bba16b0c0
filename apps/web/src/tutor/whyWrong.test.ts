import { paths } from '@study/contract';
import { quizMessages } from '@study/ui';
import { EventSource } from 'eventsource';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { createApiClient } from '../api/createApiClient';
import { tutorApi } from '../mocks/tutorHandlers';
import { createTutorClient, TutorReplyError } from './tutorClient';
import { explainQuizAnswer, whyWrongErrorText } from './whyWrong';

const server = setupServer();
beforeAll(() => {
  // The mock tutor's stream handler needs an EventSource, which happy-dom lacks.
  vi.stubGlobal('EventSource', EventSource);
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

const client = createTutorClient({ api: createApiClient({ session: { getAccessToken: () => 'student-token' } }) });
const usedUp = { remaining_today: 0, daily_limit: 50, can_call: false };

describe('whyWrongErrorText', () => {
  it('says the daily limit is reached, from the 429 or from a reply saying so', () => {
    expect(whyWrongErrorText(new ApiError('limit', 429, 'USAGE_LIMIT_EXCEEDED', { usage: usedUp }))).toBe(
      quizMessages.whyWrongLimit,
    );
    expect(whyWrongErrorText(new TutorReplyError('USAGE_LIMIT_EXCEEDED', usedUp))).toBe(quizMessages.whyWrongLimit);
  });

  it('asks to sign in again when the session is gone', () => {
    expect(whyWrongErrorText(new ApiError('Unauthorized', 401, 'AUTH_REQUIRED'))).toBe(quizMessages.whyWrongSignedOut);
  });

  it("passes on the server's Bengali message, never an English one", () => {
    expect(whyWrongErrorText(new ApiError('কুইজের প্রশ্নটি পাওয়া যায়নি।', 404, 'NOT_FOUND'))).toBe(
      'কুইজের প্রশ্নটি পাওয়া যায়নি।',
    );
    expect(whyWrongErrorText(new ApiError('Request failed with status 502', 502, 'HTTP_ERROR'))).toBe(
      quizMessages.whyWrongFailed,
    );
  });

  it('reads anything else as the network', () => {
    expect(whyWrongErrorText(new ApiError('Failed to fetch', 0, 'NETWORK_ERROR'))).toBe(quizMessages.whyWrongFailed);
    expect(whyWrongErrorText(new TypeError('Failed to fetch'))).toBe(quizMessages.whyWrongFailed);
  });
});

describe('explainQuizAnswer', () => {
  it("asks about the chapter with the catalogue's words and the answer, and gives the tutor's text", async () => {
    let body: unknown;
    server.use(
      http.post(paths.tutorChat, async ({ request }) => {
        body = await request.clone().json();
        return undefined;
      }),
      ...Object.values(tutorApi({ wordDelayMs: 0, reply: 'ঠিক উত্তর «৩০০ বর্গমিটার»' })),
    );
    await expect(explainQuizAnswer(client, 12, { questionId: '5', optionId: 17 })).resolves.toEqual({
      text: 'ঠিক উত্তর «৩০০ বর্গমিটার»',
    });
    expect(body).toEqual({
      chapterId: 12,
      message: quizMessages.whyWrong,
      language: 'bn',
      quizAnswer: { questionId: 5, optionId: 17 },
    });
  });

  it('turns a refusal into the reason shown in place', async () => {
    server.use(...Object.values(tutorApi({ wordDelayMs: 0, usage: usedUp })));
    await expect(explainQuizAnswer(client, 12, { questionId: 5, optionId: 17 })).resolves.toEqual({
      error: quizMessages.whyWrongLimit,
    });
    server.use(http.post(paths.tutorChat, () => HttpResponse.error()));
    await expect(explainQuizAnswer(client, 12, { questionId: 5, optionId: 17 })).resolves.toEqual({
      error: quizMessages.whyWrongFailed,
    });
  });
});

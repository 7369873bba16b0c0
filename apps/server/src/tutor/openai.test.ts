import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assessOpenAiReply, createOpenAiProvider, systemPrompt } from './openai';
import { TutorProviderError } from './provider';
import type { TutorProvider, TutorRequest } from './provider';
import { PHOTOSYNTHESIS_LESSON, startFakeOpenAi } from './test-support';
import type { FakeOpenAi } from './test-support';

// The `openai` provider against a small OpenAI-compatible streaming server on loopback.

const topic = {
  id: 7,
  name: 'সালোকসংশ্লেষণ',
  content: PHOTOSYNTHESIS_LESSON,
  chapterName: 'উদ্ভিদের খাদ্য',
  subjectName: 'বিজ্ঞান',
};

function request(overrides: Partial<TutorRequest> = {}): TutorRequest {
  return {
    topic,
    classLevel: '7',
    language: 'bn',
    history: [
      { role: 'user', content: 'ক্লোরোফিল কী?' },
      { role: 'assistant', content: 'ক্লোরোফিল হলো পাতার সবুজ রঞ্জক।' },
    ],
    message: 'পাতা সবুজ কেন?',
    signal: new AbortController().signal,
    ...overrides,
  };
}

async function collect(provider: TutorProvider, req: TutorRequest): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of provider.generate(req).pieces) pieces.push(piece);
  return pieces;
}

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

describe('openai provider', () => {
  it('streams the deltas of an OpenAI-compatible endpoint and sends the tutor prompt', async () => {
    fake.behaviour = { kind: 'stream', pieces: ['পাতায় ', 'ক্লোরোফিল ', 'থাকে, ', 'তাই।'] };
    const provider = createOpenAiProvider({
      baseUrl: `${fake.baseUrl}/`,
      apiKey: 'sk-unit-secret',
      model: 'tutor-model',
    });
    expect(await collect(provider, request())).toEqual(['পাতায় ', 'ক্লোরোফিল ', 'থাকে, ', 'তাই।']);

    const sent = fake.requests[0];
    expect(sent?.headers['authorization']).toBe('Bearer sk-unit-secret');
    expect(sent?.body.model).toBe('tutor-model');
    expect(sent?.body.stream).toBe(true);
    expect(sent?.body.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(sent?.body.messages.at(-1)?.content).toBe('পাতা সবুজ কেন?');
    const system = sent?.body.messages[0]?.content ?? '';
    expect(system).toContain('সপ্তম শ্রেণির'); // the student's class
    expect(system).toContain('পাঠ «সালোকসংশ্লেষণ»');
    expect(system).toContain('পাতার কোষে থাকে ছোট ছোট সবুজ অঙ্গাণু'); // grounded in the lesson
  });

  it('sends no Authorization header without a key, and accepts a plain JSON completion', async () => {
    fake.behaviour = { kind: 'json', content: 'পুরো উত্তর একবারে।' };
    const provider = createOpenAiProvider({ baseUrl: fake.baseUrl, apiKey: undefined, model: 'm' });
    expect(await collect(provider, request())).toEqual(['পুরো উত্তর একবারে।']);
    expect(fake.requests[0]?.headers['authorization']).toBeUndefined();
  });

  it('fails with a TutorProviderError on an upstream error status, without echoing the key', async () => {
    fake.behaviour = { kind: 'status', status: 500 };
    const provider = createOpenAiProvider({ baseUrl: fake.baseUrl, apiKey: 'sk-unit-secret', model: 'm' });
    const failure = await collect(provider, request()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TutorProviderError);
    expect((failure as Error).message).toBe('chat-completions answered HTTP 500');
  });

  it('fails on an unreachable endpoint', async () => {
    const provider = createOpenAiProvider({ baseUrl: 'http://127.0.0.1:1/v1', apiKey: 'sk-unit-secret', model: 'm' });
    const failure = await collect(provider, request()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TutorProviderError);
    expect((failure as Error).message).not.toContain('sk-unit-secret');
  });

  it('aborts the upstream request when the signal fires mid-stream', async () => {
    fake.behaviour = { kind: 'hang', pieces: ['প্রথম ', 'অংশ '] };
    const provider = createOpenAiProvider({ baseUrl: fake.baseUrl, apiKey: undefined, model: 'm' });
    const controller = new AbortController();
    const received: string[] = [];
    const failure = await (async () => {
      for await (const piece of provider.generate(request({ signal: controller.signal })).pieces) {
        received.push(piece);
        if (received.length === 2) controller.abort();
      }
    })().catch((error: unknown) => error);
    expect(received).toEqual(['প্রথম ', 'অংশ ']);
    expect((failure as Error).name).toBe('AbortError');
    await fake.requests[0]?.aborted; // the fake server saw the connection go
    expect(fake.requests[0]?.wasAborted()).toBe(true);
  });
});

describe('tutor system prompt', () => {
  it('keeps the tutor on the topic, at the class level, guiding, with $…$ maths, in the requested language', () => {
    const prompt = systemPrompt({ topic, classLevel: '9', language: 'bn' });
    expect(prompt).toContain('নবম শ্রেণির');
    expect(prompt).toContain('শুধু এই পাঠ আর এর সঙ্গে সরাসরি সম্পর্কিত বিষয় নিয়ে কথা বলো');
    expect(prompt).toContain('পুরো সমাধান না দিয়ে পরের ধাপের ইঙ্গিত দাও');
    expect(prompt).toContain('লাইনের ভেতরে $...$');
    expect(prompt).toContain('শিক্ষকের কাছে জিজ্ঞেস করতে বলো');
    expect(prompt).toContain('সহজ, শুদ্ধ ও প্রাঞ্জল বাংলায় উত্তর দাও');
    expect(systemPrompt({ topic, classLevel: '9', language: 'en' })).toContain('সহজ ইংরেজিতে উত্তর দাও');
  });

  it('cuts a long lesson at a paragraph break', () => {
    const long = Array.from({ length: 200 }, (_, i) => `অনুচ্ছেদ ${i}: ${'শব্দ '.repeat(20)}`).join('\n\n');
    const prompt = systemPrompt({ topic: { ...topic, content: long }, classLevel: '8', language: 'bn' });
    expect(prompt).toContain('(পাঠের বাকি অংশ এখানে দেখানো হয়নি।)');
    expect(prompt).toContain('অনুচ্ছেদ 0:');
    expect(prompt).not.toContain('অনুচ্ছেদ 199:');
    expect(prompt.length).toBeLessThan(12_000);
  });
});

describe('openai reply assessment', () => {
  it('trusts answers to questions the lesson covers, and flags admissions and off-topic questions', () => {
    expect(assessOpenAiReply({ topic, message: 'ক্লোরোফিল কোথায় থাকে?' }, 'ক্লোরোপ্লাস্টে।')).toEqual({
      confidence: 0.95,
      requiresTeacherAttention: false,
    });
    expect(assessOpenAiReply({ topic, message: 'ক্লোরোফিল কী?' }, 'এই পাঠে এর উত্তর নেই, শিক্ষককে জিজ্ঞেস করো।')).toEqual({
      confidence: 0.3,
      requiresTeacherAttention: true,
    });
    expect(
      assessOpenAiReply({ topic, message: 'নিউটনের গতিসূত্র কী?' }, 'বল প্রয়োগ না করলে স্থির বস্তু স্থির থাকে।')
        .requiresTeacherAttention,
    ).toBe(true);
  });
});

import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createParser } from 'eventsource-parser';
import type { Database } from '../db/database';
import { chapters, quizOptions, quizQuestions, quizzes, subjects, topics } from '../db/schema';

// Test support for the tutor's suites (not used by the server): a fake OpenAI-compatible
// streaming server, an SSE reader over fetch, and a lesson inserted straight into the database.

export type FakeBehaviour =
  /** Streams each piece as a `choices[0].delta.content` chunk, `delayMs` apart, then `[DONE]`. */
  | { kind: 'stream'; pieces: string[]; delayMs?: number }
  /** Streams the pieces, then keeps the response open until the client goes away. */
  | { kind: 'hang'; pieces: string[] }
  /** Answers this status with a JSON error body. */
  | { kind: 'status'; status: number }
  /** Ignores `stream: true` and answers one JSON completion. */
  | { kind: 'json'; content: string };

export interface FakeRequest {
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    stream: boolean;
    messages: { role: string; content: string }[];
  };
  /** Resolves when the client closed the connection before the response was complete. */
  aborted: Promise<void>;
  wasAborted(): boolean;
}

export interface FakeOpenAi {
  /** Base URL to configure, e.g. `http://127.0.0.1:1234/v1`. */
  baseUrl: string;
  behaviour: FakeBehaviour;
  requests: FakeRequest[];
  close(): Promise<void>;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: FakeOpenAi = {
    baseUrl: '',
    behaviour: { kind: 'stream', pieces: ['ঠিক ', 'আছে।'] },
    requests: [],
    close: async () => undefined,
  };
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      let markAborted = () => undefined as void;
      let aborted = false;
      const abortedPromise = new Promise<void>((resolve) => (markAborted = resolve));
      res.on('close', () => {
        if (!res.writableFinished) {
          aborted = true;
          markAborted();
        }
      });
      fake.requests.push({
        headers: req.headers,
        body: JSON.parse(raw),
        aborted: abortedPromise,
        wasAborted: () => aborted,
      });
      if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      void respond(fake.behaviour, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

async function respond(behaviour: FakeBehaviour, res: import('node:http').ServerResponse): Promise<void> {
  if (behaviour.kind === 'status') {
    res.writeHead(behaviour.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'upstream is unwell', type: 'server_error' } }));
    return;
  }
  if (behaviour.kind === 'json') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: behaviour.content } }] }));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant' } }] })}\n\n`);
  for (const piece of behaviour.pieces) {
    if (res.destroyed) return;
    res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
    const delayMs = behaviour.kind === 'stream' ? (behaviour.delayMs ?? 0) : 0;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  if (behaviour.kind === 'hang') return; // left open until the client goes away
  res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
  res.end('data: [DONE]\n\n');
}

export interface ReceivedEvent {
  event: string;
  data: unknown;
  /** Milliseconds since the request was sent. */
  at: number;
}

export interface EventStream {
  status: number;
  headers: Headers;
  /** Events as they arrive; ends with the stream. */
  events: AsyncGenerator<ReceivedEvent>;
  /** Closes the connection, as a browser's EventSource.close() does. */
  close(): void;
}

/** Opens `url` with fetch and reads its body as server-sent events (a real event stream, parsed as it arrives). */
export async function openEventStream(url: string): Promise<EventStream> {
  const controller = new AbortController();
  const started = performance.now();
  const response = await fetch(url, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
  async function* events(): AsyncGenerator<ReceivedEvent> {
    if (!response.body) return;
    const queue: ReceivedEvent[] = [];
    const parser = createParser({
      onEvent: (message) =>
        queue.push({
          event: message.event ?? 'message',
          data: JSON.parse(message.data),
          at: performance.now() - started,
        }),
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
        while (queue.length > 0) yield queue.shift() as ReceivedEvent;
      }
    } finally {
      reader.releaseLock();
    }
  }
  return { status: response.status, headers: response.headers, events: events(), close: () => controller.abort() };
}

export interface Lesson {
  subjectId: number;
  chapterId: number;
  topicIds: number[];
  quizId: number | undefined;
}

/** A subject, a chapter with the given topics, and optionally a quiz of `quizQuestions` questions. */
export async function insertLesson(
  db: Database,
  options: { topics: { name: string; content: string }[]; quizQuestions?: number; chapterName?: string },
): Promise<Lesson> {
  return db.transaction(async (tx) => {
    const [subject] = await tx
      .insert(subjects)
      .values({ name: 'বিজ্ঞান', iconType: 'science', gradeLevel: 8 })
      .returning({ id: subjects.id });
    if (!subject) throw new Error('subject not inserted');
    const [chapter] = await tx
      .insert(chapters)
      .values({ subjectId: subject.id, name: options.chapterName ?? 'উদ্ভিদের খাদ্য', order: 1 })
      .returning({ id: chapters.id });
    if (!chapter) throw new Error('chapter not inserted');
    const topicIds: number[] = [];
    for (const [index, topic] of options.topics.entries()) {
      const [row] = await tx
        .insert(topics)
        .values({ chapterId: chapter.id, name: topic.name, content: topic.content, order: index + 1 })
        .returning({ id: topics.id });
      if (!row) throw new Error('topic not inserted');
      topicIds.push(row.id);
    }
    let quizId: number | undefined;
    if (options.quizQuestions) {
      const [quiz] = await tx
        .insert(quizzes)
        .values({ chapterId: chapter.id, title: 'অধ্যায়ের কুইজ', timeLimitSeconds: 450 })
        .returning({ id: quizzes.id });
      if (!quiz) throw new Error('quiz not inserted');
      quizId = quiz.id;
      for (let order = 1; order <= options.quizQuestions; order += 1) {
        const [question] = await tx
          .insert(quizQuestions)
          .values({ quizId: quiz.id, order, question: `প্রশ্ন ${order}` })
          .returning({ id: quizQuestions.id });
        if (!question) throw new Error('question not inserted');
        await tx.insert(quizOptions).values([
          { questionId: question.id, order: 1, text: 'ক', isCorrect: true },
          { questionId: question.id, order: 2, text: 'খ', isCorrect: false },
        ]);
      }
    }
    return { subjectId: subject.id, chapterId: chapter.id, topicIds, quizId };
  });
}

/** A class 8 science lesson in the seed's layout (intro, sections, examples, summary, exercises, answers). */
export const PHOTOSYNTHESIS_LESSON = `সবুজ উদ্ভিদ নিজের খাদ্য নিজেই তৈরি করে। সূর্যের আলো, পানি আর বাতাসের কার্বন ডাইঅক্সাইড দিয়ে পাতায় যে প্রক্রিয়ায় শর্করা তৈরি হয়, তার নাম **সালোকসংশ্লেষণ**। এই পাঠে আমরা দেখব প্রক্রিয়াটি কোথায়, কীভাবে ঘটে আর কেন এটি পৃথিবীর সব প্রাণীর জন্য জরুরি।

## সালোকসংশ্লেষণ কোথায় ঘটে

পাতার কোষে থাকে ছোট ছোট সবুজ অঙ্গাণু, যার নাম **ক্লোরোপ্লাস্ট**। ক্লোরোপ্লাস্টের ভেতরে থাকে সবুজ রঞ্জক **ক্লোরোফিল**। ক্লোরোফিল সূর্যের আলো শোষণ করে, আর সেই শক্তি দিয়েই খাদ্য তৈরি হয়। তাই পাতা সবুজ দেখায়, আর পাতাকে বলা হয় উদ্ভিদের রান্নাঘর।

## প্রয়োজনীয় উপাদান ও সমীকরণ

সালোকসংশ্লেষণের জন্য লাগে কার্বন ডাইঅক্সাইড, পানি, সূর্যালোক আর ক্লোরোফিল। শিকড় মাটি থেকে পানি শোষণ করে, আর পাতার পত্ররন্ধ্র দিয়ে কার্বন ডাইঅক্সাইড ঢোকে। প্রক্রিয়ার শেষে তৈরি হয় গ্লুকোজ, আর বেরিয়ে আসে অক্সিজেন।

$$6CO_2 + 6H_2O \\xrightarrow{\\text{আলো, ক্লোরোফিল}} C_6H_{12}O_6 + 6O_2$$

## দৈনন্দিন জীবনে সালোকসংশ্লেষণের গুরুত্ব

আমরা যে ভাত, ডাল, শাকসবজি ও ফল খাই, তার সবই শেষ পর্যন্ত সালোকসংশ্লেষণে তৈরি খাদ্য থেকে আসে। আমরা নিঃশ্বাসে যে অক্সিজেন নিই, তাও আসে এই প্রক্রিয়া থেকে। তাই বাড়ির আঙিনায় গাছ লাগানো আর বন রক্ষা করা আমাদের বেঁচে থাকার জন্যই দরকার।

## উদাহরণ

### উদাহরণ ১
একটি টবের গাছকে এক সপ্তাহ অন্ধকার ঘরে রাখা হলো। গাছের পাতা হলদে হয়ে গেল কেন?

**সমাধান:** অন্ধকারে আলো নেই, তাই ক্লোরোফিল আলো শোষণ করতে পারেনি এবং খাদ্য তৈরি বন্ধ ছিল। নতুন ক্লোরোফিলও তৈরি হয়নি, তাই পাতা হলদে হয়ে যায়।

### উদাহরণ ২
পানিতে ডোবানো একটি জলজ উদ্ভিদের ডাল রোদে রাখলে পাতার গা থেকে ছোট ছোট বুদবুদ ওঠে। বুদবুদগুলো কিসের?

**সমাধান:** সালোকসংশ্লেষণে অক্সিজেন তৈরি হয়। রোদে প্রক্রিয়াটি দ্রুত চলে, তাই অক্সিজেনের বুদবুদ ওঠে।

## মনে রাখো

> - সালোকসংশ্লেষণ ঘটে পাতার ক্লোরোপ্লাস্টে, ক্লোরোফিলের সাহায্যে।
> - উপাদান: কার্বন ডাইঅক্সাইড, পানি, সূর্যালোক; উৎপাদন: গ্লুকোজ ও অক্সিজেন।

## অনুশীলনী

১. পাতাকে উদ্ভিদের রান্নাঘর বলা হয় কেন?

২. সালোকসংশ্লেষণে কোন গ্যাস বাতাসে ফিরে আসে?

### উত্তর

১. পাতার ক্লোরোফিল আলো শোষণ করে খাদ্য তৈরি করে, তাই।

২. অক্সিজেন গ্যাস বাতাসে ফিরে আসে।
`;

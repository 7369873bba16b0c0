import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
// Type-only: drizzle-kit loads this file without the workspace packages built.
import type { FlagReason, FlagSeverity, FlagStatus, SafetyKind, SafetySeverity } from '@study/contract';

// The one schema of the server, used with PGlite and with PostgreSQL alike.
// After changing it, run `npm run db:generate -w @study/server` and commit the new migration.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Small key/value facts about this installation (e.g. the generated JWT secret, seed state). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    role: text('role', { enum: ['student', 'admin'] })
      .notNull()
      .default('student'),
    name: text('name').notNull(),
    /** Students log in with it, as they typed it at registration. */
    username: text('username').notNull(),
    /** `accountKey(username)` (accounts/account-key.ts): what logins and registrations compare, exactly. */
    usernameKey: text('username_key').notNull(),
    /** Admins log in with it; optional and read-only for students. */
    email: text('email'),
    /** `accountKey(email)`, what admin logins compare. */
    emailKey: text('email_key'),
    phone: text('phone'),
    classLevel: text('class_level'),
    school: text('school'),
    avatar: text('avatar'),
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_key_unique').on(t.usernameKey),
    uniqueIndex('users_email_key_unique').on(t.emailKey),
    uniqueIndex('users_phone_key').on(t.phone),
  ],
);

/** One login: the family of refresh tokens issued from it. Revoking it ends the login everywhere. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Refresh tokens, stored hashed; each is used once and replaced (rotation). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Failed logins per key (`user:<name>` or `ip:<address>`), for throttling. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

// ---------------------------------------------------------------- curriculum

/** The admin area's classes (grade levels with a capacity); subjects refer to a grade level. */
export const classes = pgTable('classes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  gradeLevel: integer('grade_level').notNull(),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  capacity: integer('capacity').notNull().default(30),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const subjects = pgTable(
  'subjects',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    iconType: text('icon_type', { enum: ['math', 'science', 'bangla', 'english', 'social', 'islam', 'default'] })
      .notNull()
      .default('default'),
    gradeLevel: integer('grade_level').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subjects_grade_idx').on(t.gradeLevel)],
);

export const chapters = pgTable(
  'chapters',
  {
    id: serial('id').primaryKey(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    order: integer('order').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    contentSummary: text('content_summary'),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('chapters_subject_idx').on(t.subjectId, t.order)],
);

export const topics = pgTable(
  'topics',
  {
    id: serial('id').primaryKey(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    order: integer('order').notNull(),
    content: text('content').notNull().default(''),
    contentFormat: text('content_format', { enum: ['markdown'] })
      .notNull()
      .default('markdown'),
    contentType: text('content_type', { enum: ['video', 'text', 'mixed', 'generic'] })
      .notNull()
      .default('text'),
    imageUrl: text('image_url'),
    videoUrl: text('video_url'),
    durationMinutes: integer('duration_minutes').notNull().default(10),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('topics_chapter_idx').on(t.chapterId, t.order)],
);

export const quizzes = pgTable(
  'quizzes',
  {
    id: serial('id').primaryKey(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description'),
    timeLimitSeconds: integer('time_limit_seconds').notNull().default(600),
    passingScore: integer('passing_score').notNull().default(70),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('quizzes_chapter_idx').on(t.chapterId)],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    order: integer('order').notNull(),
    question: text('question').notNull(),
    explanation: text('explanation'),
  },
  (t) => [index('quiz_questions_quiz_idx').on(t.quizId, t.order)],
);

export const quizOptions = pgTable(
  'quiz_options',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    order: integer('order').notNull(),
    text: text('text').notNull(),
    isCorrect: boolean('is_correct').notNull().default(false),
  },
  (t) => [index('quiz_options_question_idx').on(t.questionId, t.order)],
);

/**
 * One row counting every change to what students read (subjects, chapters, topics, quizzes and
 * their questions and options): triggers bump it at the writing transaction's commit, whoever
 * writes (migrations 0010 and 0011). Each content read reads it with the student's progress, in
 * one query, so an instance's cache of the shared content is never used once another instance
 * changed it. Its values come from `contentVersionSequence` (migration 0012), so a deleted row
 * comes back with a version it never had.
 */
export const contentVersion = pgTable('content_version', {
  id: boolean('id').primaryKey().default(true),
  version: bigint('version', { mode: 'number' })
    .notNull()
    .default(sql`nextval('content_version_seq')`),
});

/**
 * Every content version ever given: not owned by the column, so `truncate … restart identity`
 * cannot reset it either. Started at the migration's time in microseconds, so a database created
 * later starts above the versions an earlier one gave.
 */
export const contentVersionSequence = pgSequence('content_version_seq');

// ---------------------------------------------------------------- learning records

export const topicProgress = pgTable(
  'topic_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['in-progress', 'completed'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    lastStudiedAt: timestamp('last_studied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.topicId] }),
    index('topic_progress_recent_idx').on(t.userId, t.lastStudiedAt),
  ],
);

/**
 * A student's run through a quiz (issue 20.8): started on the server's clock, answered question by
 * question (quiz_attempt_answers), scored when finished. The score columns stay null until then.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    score: integer('score'),
    correct: integer('correct'),
    total: integer('total'),
    passed: boolean('passed'),
    /** [{ questionId, optionId, correct, timeSpentMs }] for every question, written when finished. */
    answers: jsonb('answers').notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** startedAt + the quiz's time limit when the attempt started. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds'),
    createdAt: createdAt(),
  },
  (t) => [index('quiz_attempts_user_idx').on(t.userId, t.quizId)],
);

/** One answer per question per attempt (the primary key): a question's answer cannot be changed or probed. */
export const quizAttemptAnswers = pgTable(
  'quiz_attempt_answers',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    /** null when the time ran out first (or the answer came after it). */
    optionId: integer('option_id'),
    correct: boolean('correct').notNull(),
    /** The client's measure, bounded by the server's clock since the attempt's previous answer. */
    timeSpentMs: integer('time_spent_ms').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/**
 * Study time (issue 19): one row per study-timer session (reported when it is paused or ended) or
 * lesson-page visit. `session_id` is the client's id of the session: a report again replaces
 * `seconds` with the larger value, so a retry never counts twice. `day` is the Asia/Dhaka day.
 */
export const studySessions = pgTable(
  'study_sessions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    kind: text('kind', { enum: ['timer', 'lesson'] }).notNull(),
    topicId: integer('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    /** Seconds of the session counted on `day` (capped per session and per student's day). */
    seconds: integer('seconds').notNull(),
    /**
     * The session's largest running total reported by then: a report adds only what goes beyond it
     * to its day's row, so a retry adds nothing and a session past midnight counts on the new day.
     */
    reportedSeconds: integer('reported_seconds').notNull().default(0),
    day: date('day').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sessionId, t.day] }),
    index('study_sessions_user_day_idx').on(t.userId, t.day),
    index('study_sessions_topic_idx').on(t.topicId),
  ],
);

/** Badges a student earned (issue 19): each once (the primary key), with the moment it was earned. */
export const userBadges = pgTable(
  'user_badges',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badge: text('badge').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badge] })],
);

/**
 * A chapter completed with its quiz passed at the quiz's passing score (issue 19): one per student
 * and chapter. `id` is random (unguessable): the public verification address carries it.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the chapter is deleted: the certificate stays, verifiable, with its snapshot below. */
    chapterId: integer('chapter_id').references(() => chapters.id, { onDelete: 'set null' }),
    attemptId: integer('attempt_id').references(() => quizAttempts.id, { onDelete: 'set null' }),
    score: integer('score').notNull(),
    passingScore: integer('passing_score').notNull(),
    // What was certified, as it was at issue: a later profile or curriculum edit does not change it.
    studentName: text('student_name').notNull(),
    classLevel: text('class_level'),
    chapterName: text('chapter_name').notNull(),
    subjectName: text('subject_name').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('certificates_user_chapter_key').on(t.userId, t.chapterId),
    index('certificates_chapter_idx').on(t.chapterId),
    index('certificates_attempt_idx').on(t.attemptId),
  ],
);

// ---------------------------------------------------------------- AI tutor

/** Every tutor exchange, both sides; assistant rows carry the reply's metadata. */
export const tutorMessages = pgTable(
  'tutor_messages',
  {
    id: serial('id').primaryKey(),
    /** Public id of the message (the SSE `complete` event's `message_id`). */
    publicId: text('public_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    /**
     * Set when the question was about the whole chapter (the ask page): the conversation is the
     * chapter's, and `topic_id` is the topic the student had open.
     */
    chapterId: integer('chapter_id').references(() => chapters.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    language: text('language', { enum: ['bn', 'en'] })
      .notNull()
      .default('bn'),
    /** An assistant reply cut short (student stopped, disconnected, or the provider failed). */
    partial: boolean('partial').notNull().default(false),
    confidenceScore: real('confidence_score'),
    requiresTeacherAttention: boolean('requires_teacher_attention').notNull().default(false),
    emotionDetected: text('emotion_detected'),
    responseTimeMs: integer('response_time_ms'),
    provider: text('provider'),
    /** On a reply to a message the safety check flagged: what it found (the reply is a caring one). */
    safetyKind: text('safety_kind').$type<SafetyKind>(),
    safetySeverity: text('safety_severity').$type<SafetySeverity>(),
    /** What an assistant reply left open for the next turn: a guided problem's step (tutor/problems). */
    state: jsonb('state'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tutor_messages_public_id_key').on(t.publicId),
    index('tutor_messages_user_topic_idx').on(t.userId, t.topicId, t.createdAt),
    index('tutor_messages_user_chapter_idx').on(t.userId, t.chapterId, t.createdAt),
  ],
);

/**
 * A tutor exchange an adult should look at: the safety check flagged the student's message
 * (kind and severity), or the reply was not grounded with confidence (`low_confidence`, severity
 * `low`). The conversation around it is read from tutor_messages. Admins move it new → seen →
 * resolved, with a note.
 */
export const tutorFlags = pgTable(
  'tutor_flags',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => tutorMessages.id, { onDelete: 'cascade' }),
    /** Null when no reply was stored (the student left before a word of it was sent). */
    replyId: integer('reply_id').references(() => tutorMessages.id, { onDelete: 'set null' }),
    reason: text('reason').$type<FlagReason>().notNull(),
    safetyKind: text('safety_kind').$type<SafetyKind>(),
    severity: text('severity').$type<FlagSeverity>().notNull(),
    status: text('status').$type<FlagStatus>().notNull().default('new'),
    note: text('note'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('tutor_flags_queue_idx').on(t.status, t.severity, t.createdAt),
    index('tutor_flags_question_idx').on(t.questionId),
  ],
);

/** Tutor questions asked per student per calendar day in Asia/Dhaka. */
export const tutorUsage = pgTable(
  'tutor_usage',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Single-use stream sessions handed out by `POST stream/` and consumed by `GET stream-sse/`. */
export const streamSessions = pgTable(
  'stream_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    /** The chapter scope of the question, if any (see tutor_messages.chapter_id). */
    chapterId: integer('chapter_id').references(() => chapters.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    language: text('language', { enum: ['bn', 'en'] }).notNull(),
    wordDelayMs: integer('word_delay_ms').notNull(),
    maxStreamMs: integer('max_stream_ms').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The reply streamed to its end. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * The question was given back (its count refunded): the stream failed, or the student's page
     * was reloaded or closed before the reply ended (issue 16.4). At most once per session.
     */
    givenBackAt: timestamp('given_back_at', { withTimezone: true }),
  },
  (t) => [index('stream_sessions_user_idx').on(t.userId)],
);

// ---------------------------------------------------------------- admin

/** Every admin write: who, what, when. Feeds the admin dashboard's Recent Activity. */
export const adminActivity = pgTable(
  'admin_activity',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    action: text('action', { enum: ['create', 'update', 'delete'] }).notNull(),
    entity: text('entity', { enum: ['subject', 'class', 'chapter', 'topic', 'quiz'] }).notNull(),
    entityId: integer('entity_id').notNull(),
    summary: text('summary').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_activity_at_idx').on(t.at)],
);

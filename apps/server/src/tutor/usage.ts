import type { Usage } from '@study/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { tutorUsage } from '../db/schema';
import { ApiError } from '../http/api-error';
import { tutorErrors } from './messages/errors';

// The daily question limit, per student and calendar day in Asia/Dhaka. The count lives in the
// database, so every server instance sees the same one.

const dhakaParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Dhaka',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function parts(at: Date): Record<string, number> {
  return Object.fromEntries(
    dhakaParts
      .formatToParts(at)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  );
}

/** The calendar day in Asia/Dhaka at `at`, as `YYYY-MM-DD`. */
export function dhakaDay(at: Date = new Date()): string {
  const { year = 0, month = 0, day = 0 } = parts(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whole seconds until the next midnight in Asia/Dhaka (when the limit resets); at least 1. */
export function secondsUntilDhakaMidnight(at: Date = new Date()): number {
  const { hour = 0, minute = 0, second = 0 } = parts(at);
  return Math.max(1, 86_400 - (hour * 3600 + minute * 60 + second));
}

function usageOf(count: number, limit: number): Usage {
  const remaining = Math.max(0, limit - count);
  return { remaining_today: remaining, daily_limit: limit, can_call: remaining > 0 };
}

export async function readUsage(db: Database, userId: number, limit: number, at: Date = new Date()): Promise<Usage> {
  const rows = await db
    .select({ count: tutorUsage.count })
    .from(tutorUsage)
    .where(and(eq(tutorUsage.userId, userId), eq(tutorUsage.day, dhakaDay(at))));
  return usageOf(rows[0]?.count ?? 0, limit);
}

export interface UsageUnit {
  /** The Dhaka day the question was counted on (a refund goes back to that day). */
  day: string;
  usage: Usage;
}

/**
 * Counts one question, or throws 429 USAGE_LIMIT_EXCEEDED when today's limit is reached. One
 * statement that only increments below the limit, so concurrent requests can never exceed it.
 */
export async function consumeUsage(
  db: Database,
  userId: number,
  limit: number,
  at: Date = new Date(),
): Promise<UsageUnit> {
  const day = dhakaDay(at);
  const rows = await db
    .insert(tutorUsage)
    .values({ userId, day, count: 1 })
    .onConflictDoUpdate({
      target: [tutorUsage.userId, tutorUsage.day],
      set: { count: sql`${tutorUsage.count} + 1` },
      setWhere: sql`${tutorUsage.count} < ${limit}`,
    })
    .returning({ count: tutorUsage.count });
  const counted = rows[0];
  if (!counted) {
    throw new ApiError(
      429,
      'USAGE_LIMIT_EXCEEDED',
      tutorErrors.usageLimit,
      { usage: usageOf(limit, limit) },
      { 'Retry-After': String(secondsUntilDhakaMidnight(at)) },
    );
  }
  return { day, usage: usageOf(counted.count, limit) };
}

/** Gives back a question that got no answer (the model failed), on the day it was counted. */
export async function refundUsage(db: Database, userId: number, day: string): Promise<void> {
  await db
    .update(tutorUsage)
    .set({ count: sql`${tutorUsage.count} - 1` })
    .where(and(eq(tutorUsage.userId, userId), eq(tutorUsage.day, day), gt(tutorUsage.count, 0)));
}

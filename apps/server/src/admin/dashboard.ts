import { sql } from 'drizzle-orm';
import type { AdminDashboard } from '@study/contract';
import type { Database } from '../db/database';
import { chapters, quizzes, subjects, topics, tutorMessages, users } from '../db/schema';
import { recentActivity } from './activity';
import { flagCounts } from './flags';

const RECENT_ACTIVITY_LIMIT = 10;

/** Real counts for the dashboard's stat cards, and the latest admin writes. */
export async function adminDashboard(db: Database): Promise<AdminDashboard> {
  const result = await db.execute<AdminDashboard['counts']>(sql`
    select
      (select count(*)::int from ${users} where ${users.role} = 'student') as "students",
      (select count(*)::int from ${subjects}) as "subjects",
      (select count(*)::int from ${chapters}) as "chapters",
      (select count(*)::int from ${topics}) as "topics",
      (select count(*)::int from ${quizzes}) as "quizzes",
      -- Tutor questions since midnight in Bangladesh, the day the daily limit counts in.
      (select count(*)::int from ${tutorMessages}
        where ${tutorMessages.role} = 'user'
          and ${tutorMessages.createdAt} >= (date_trunc('day', now() at time zone 'Asia/Dhaka') at time zone 'Asia/Dhaka')
      ) as "tutorQuestionsToday"
  `);
  const counts = result.rows[0];
  if (!counts) throw new Error('dashboard counts missing');
  return { counts, flags: await flagCounts(db), recentActivity: await recentActivity(db, RECENT_ACTIVITY_LIMIT) };
}

import { z } from 'zod';
import { bnMessages } from './messages';
import { idSchema, isoDateTimeSchema } from './primitives';

// Issue 19: badges and certificates. Every badge is earned once, with its date; a certificate
// comes with a chapter completed and its quiz passed at the quiz's passing score.

const invalid = { error: bnMessages.invalidInput };

// ---------------------------------------------------------------- badges

export const badgeIds = [
  'first-topic',
  'first-chapter',
  'first-quiz-80',
  'streak-3',
  'streak-7',
  'streak-30',
  'subject-complete',
  'tutor-10',
  'first-certificate',
] as const;
export const badgeIdSchema = z.enum(badgeIds);
export type BadgeId = z.infer<typeof badgeIdSchema>;

export const earnedBadgeSchema = z.object({ id: badgeIdSchema, earnedAt: isoDateTimeSchema });
export type EarnedBadge = z.infer<typeof earnedBadgeSchema>;

/** A badge as the achievements page lists it: earned (with its date) or locked (with how far along). */
export const badgeStatusSchema = z.object({
  id: badgeIdSchema,
  earnedAt: isoDateTimeSchema.nullable(),
  /** Towards the badge's goal, e.g. 4 of 7 streak days; `current` never exceeds `goal`. */
  current: z.number().int().nonnegative(),
  goal: z.number().int().positive(),
});
export type BadgeStatus = z.infer<typeof badgeStatusSchema>;

// ---------------------------------------------------------------- certificates

export const certificateIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, invalid);
export const certificateIdParamSchema = z.object({ id: certificateIdSchema });

export const certificateSummarySchema = z.object({
  id: z.string(),
  /** Null once the chapter was deleted: the certificate stays, with the names it was issued with. */
  chapterId: idSchema.nullable(),
  chapterName: z.string(),
  subjectName: z.string(),
  score: z.number().int().min(0).max(100),
  issuedAt: isoDateTimeSchema,
});
export type CertificateSummary = z.infer<typeof certificateSummarySchema>;

/** The student's own certificate page. */
export const certificateSchema = certificateSummarySchema.extend({
  studentName: z.string(),
  /** The student's class when it was issued, as stored ("8"), or null. */
  classLevel: z.string().nullable(),
  passingScore: z.number().int().min(0).max(100),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** The public verification: only name, chapter, score and date. */
export const certificateVerificationSchema = z.object({
  id: z.string(),
  studentName: z.string(),
  chapterName: z.string(),
  score: z.number().int().min(0).max(100),
  issuedAt: isoDateTimeSchema,
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

export const achievementsSchema = z.object({
  badges: z.array(badgeStatusSchema),
  certificates: z.array(certificateSummarySchema),
});
export type Achievements = z.infer<typeof achievementsSchema>;

/** What finishing a topic or a quiz newly earned: for the toast the moment it happens. */
export const newlyEarnedSchema = z.object({
  badges: z.array(earnedBadgeSchema),
  certificates: z.array(certificateSummarySchema),
});
export type NewlyEarned = z.infer<typeof newlyEarnedSchema>;

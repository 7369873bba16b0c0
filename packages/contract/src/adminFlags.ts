import { z } from 'zod';
import { isoDateTimeSchema } from './primitives';
import { safetyKinds, safetySeverities } from './safety';

// The admin's "Flagged conversations" (decisions.md "AI tutor"): tutor exchanges an adult should
// look at. English, like the rest of the admin area.

/** Why an exchange was flagged: the safety check, or a reply not grounded in the lesson. */
export const flagReasons = ['safety', 'low_confidence'] as const;
export type FlagReason = (typeof flagReasons)[number];
/** A safety flag's severity; a low-confidence flag is `low`. */
export const flagSeverities = [...safetySeverities, 'low'] as const;
export type FlagSeverity = (typeof flagSeverities)[number];
/** new → seen → resolved, never back. */
export const flagStatuses = ['new', 'seen', 'resolved'] as const;
export type FlagStatus = (typeof flagStatuses)[number];
/** The list's kind filter: one safety kind, every safety kind, or low confidence. */
export const flagKindFilters = [...safetyKinds, 'safety', 'low_confidence'] as const;
export type FlagKindFilter = (typeof flagKindFilters)[number];

export const adminFlagsQuerySchema = z.object({
  kind: z.enum(flagKindFilters, { error: 'Unknown kind' }).optional(),
  status: z.enum(flagStatuses, { error: 'Unknown status' }).optional(),
});
export type AdminFlagsQuery = z.infer<typeof adminFlagsQuerySchema>;

const named = z.object({ id: z.number().int().positive(), name: z.string() });

export const adminFlagSchema = z.object({
  id: z.number().int().positive(),
  reason: z.enum(flagReasons),
  /** Set for `safety` flags. */
  safetyKind: z.enum(safetyKinds).nullable(),
  severity: z.enum(flagSeverities),
  status: z.enum(flagStatuses),
  createdAt: isoDateTimeSchema,
  student: z.object({
    id: z.number().int().positive(),
    name: z.string(),
    username: z.string(),
    classLevel: z.string().nullable(),
  }),
  topic: named,
  chapter: named,
  subject: named,
  /** The student's flagged message (cut to 300 characters in the list). */
  message: z.string(),
  note: z.string().nullable(),
  reviewedAt: isoDateTimeSchema.nullable(),
  reviewedBy: z.string().nullable(),
});
export type AdminFlag = z.infer<typeof adminFlagSchema>;

const count = z.number().int().nonnegative();
/** Open flags by severity, for the dashboard and the page's header. */
export const adminFlagCountsSchema = z.object({
  new: count,
  seen: count,
  resolved: count,
  /** New flags of high severity: someone may be at risk now. */
  newHigh: count,
});
export type AdminFlagCounts = z.infer<typeof adminFlagCountsSchema>;

export const adminFlagListSchema = z.object({
  /** High severity first, then medium, then low; newest first within each. */
  items: z.array(adminFlagSchema),
  counts: adminFlagCountsSchema,
});
export type AdminFlagList = z.infer<typeof adminFlagListSchema>;

export const adminFlagMessageSchema = z.object({
  id: z.number().int().positive(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: isoDateTimeSchema,
  /** The flagged question or the reply to it. */
  flagged: z.boolean(),
  safetyKind: z.enum(safetyKinds).nullable(),
});
export type AdminFlagMessage = z.infer<typeof adminFlagMessageSchema>;

export const adminFlagDetailSchema = adminFlagSchema.extend({
  /** The exchanges on the same topic before and after the flagged one, oldest first. */
  conversation: z.array(adminFlagMessageSchema),
});
export type AdminFlagDetail = z.infer<typeof adminFlagDetailSchema>;

export const adminFlagUpdateSchema = z
  .object({
    status: z.enum(['seen', 'resolved'], { error: 'Status must be seen or resolved' }),
    note: z
      .string({ error: 'Note must be text' })
      .trim()
      .max(2000, 'Note is too long')
      .refine((v) => !v.includes('\u0000'), 'Note contains an invalid character')
      .optional(),
  })
  .refine((v) => v.status !== 'resolved' || (v.note !== undefined && v.note !== ''), {
    message: 'A note is required to resolve a flag',
    path: ['note'],
  });
export type AdminFlagUpdate = z.infer<typeof adminFlagUpdateSchema>;

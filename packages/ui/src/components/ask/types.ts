// Shapes of the ask page's data. They mirror @study/contract's tutor schemas (quizOfferSchema,
// conversationAnalysisSchema) structurally, since @study/ui does not depend on the contract: the app
// passes what it fetched without mapping.

/** The tutor's quiz offer (contract: `quizOfferSchema`). */
export interface AskQuizOffer {
  type: 'quiz_offer';
  /** The tutor's words offering the quiz. */
  message: string;
  /** What the quiz is about, usually the chapter's name. */
  topic: string;
  /** Minutes the quiz is expected to take. */
  expected_duration: number;
  question_count: number;
  adaptive: boolean;
  /** New for every offer, so an offer already answered is never asked again. */
  session_id: string;
  /** The chapter quiz the app loads the questions of. */
  quizId: number;
}

export const askSenders = ['ai', 'user'] as const;
export type AskSender = (typeof askSenders)[number];

/** A message of the ask page's chat (spec §3). */
export interface AskChatMessage {
  id: string;
  sender: AskSender;
  /** Markdown with `$…$` and `$$…$$` maths for the tutor; plain text (maths allowed) for the student. */
  content: string;
  /** ISO date-time. */
  timestamp: string;
  quizIntelligence?: { quiz_response?: AskQuizOffer | null } | null;
}

export const askEngagementLevels = ['highly_engaged', 'engaged', 'basic', 'low'] as const;
export type AskEngagementLevel = (typeof askEngagementLevels)[number];

/** The server's reading of the conversation (contract: `conversationAnalysisSchema`). */
export interface AskConversationAnalysis {
  /** Any other value counts as low (spec §3). */
  engagement_level: AskEngagementLevel | (string & {});
  questions_asked_count: number;
  should_transition: boolean;
  cultural_messaging?: string | null;
}

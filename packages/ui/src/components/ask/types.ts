// Shapes of the ask page's data, named for the UI: the app maps @study/contract's tutor schemas
// (quizOfferSchema, conversationAnalysisSchema) onto them.

/** The tutor's quiz offer (contract: `quizOfferSchema`). */
export interface AskQuizOffer {
  type: 'quiz_offer';
  /** The tutor's words offering the quiz. */
  message: string;
  /** What the quiz is about, usually the chapter's name. */
  topic: string;
  /** Minutes the quiz is expected to take. */
  expectedDuration: number;
  questionCount: number;
  adaptive: boolean;
  /** New for every offer, so an offer already answered is never asked again. */
  sessionId: string;
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
  /** The quiz the tutor offered with this reply. */
  quizOffer?: AskQuizOffer | null;
}

export const askEngagementLevels = ['highly_engaged', 'engaged', 'basic', 'low'] as const;
export type AskEngagementLevel = (typeof askEngagementLevels)[number];

/** The server's reading of the conversation (contract: `conversationAnalysisSchema`). */
export interface AskConversationAnalysis {
  /** Any other value counts as low (spec §3). */
  engagementLevel: AskEngagementLevel | (string & {});
  questionsAskedCount: number;
  shouldTransition: boolean;
  culturalMessaging?: string | null;
}

import type { ConversationAnalysis } from '@study/contract';
import type { AskChatMessage, AskConversationAnalysis, AskQuizOffer, TutorChatMessage } from '@study/ui';
import { messages } from '../messages';

// The ask page's pure rules (spec §2 "Ask page"): the tutor conversation as the ask chat shows
// it, with the server's quiz offer on the latest reply, and the suggested questions.

/**
 * The conversation for the ask chat. The server's offer rides on the latest finished reply, as
 * the spec builds the consent from the latest AI message. The server makes a new offer id on
 * every analysis read, so the offer takes the reply's id instead: a declined offer comes back
 * only after another reply, not on every refetch.
 */
export function toAskMessages(conversation: readonly TutorChatMessage[], offer: AskQuizOffer | null): AskChatMessage[] {
  const last = conversation.at(-1);
  const offeredOn = offer && last?.role === 'assistant' && !last.isStreaming ? last.id : null;
  return conversation.map(({ id, role, content, timestamp }) => ({
    id,
    sender: role === 'user' ? ('user' as const) : ('ai' as const),
    content,
    timestamp,
    ...(offer && id === offeredOn && { quizOffer: { ...offer, sessionId: `${offer.quizId}:${id}` } }),
  }));
}

/** The server's quiz offer as the ask chat's props name it. */
export function askQuizOffer(offer: ConversationAnalysis['quiz_offer']): AskQuizOffer | null {
  if (!offer) return null;
  const { expected_duration: expectedDuration, question_count: questionCount, session_id: sessionId, ...rest } = offer;
  return { ...rest, expectedDuration, questionCount, sessionId };
}

/** The server's reading of the conversation as the analysis card's props name it. */
export function askAnalysis(analysis: ConversationAnalysis): AskConversationAnalysis {
  return {
    engagementLevel: analysis.engagement_level,
    questionsAskedCount: analysis.questions_asked_count,
    shouldTransition: analysis.should_transition,
    culturalMessaging: analysis.cultural_messaging,
  };
}

/**
 * After the student declines the quiz, it is offered again only after this many more finished
 * replies: as many questions as the first offer needed (spec §9: consent after 6), so a "no" is
 * not answered by the same offer on the very next reply.
 */
export const REPLIES_BEFORE_REOFFER = 6;

/** The server's offer, unless the student declined one fewer than REPLIES_BEFORE_REOFFER replies ago. */
export function offerAfterDecline<Offer>(
  offer: Offer | null,
  replies: number,
  declinedAtReplies: number | null,
): Offer | null {
  if (offer === null || declinedAtReplies === null) return offer;
  return replies - declinedAtReplies >= REPLIES_BEFORE_REOFFER ? offer : null;
}

/** Questions to start from, about the topic the chat is on (the panel's three starters, named). */
export function askSuggestions(topicName: string | undefined): string[] {
  if (!topicName) return [];
  const { suggestExplain, suggestExample, suggestUse } = messages.tutor;
  return [suggestExplain, suggestExample, suggestUse].map((template) => template.replace('{topic}', topicName));
}

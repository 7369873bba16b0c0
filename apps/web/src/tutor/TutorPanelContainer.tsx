import { TutorChatPanel } from '@study/ui';
import { useTutorChat } from './useTutorChat';

/** The AI tutor chat panel on a topic, wired to the tutor client (inside the learning page's TutorDialog). */
export function TutorPanelContainer({ topicId }: { topicId: number }) {
  return <TutorChatPanel {...useTutorChat(topicId)} />;
}

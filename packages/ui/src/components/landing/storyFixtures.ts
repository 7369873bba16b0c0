// Scripts for the landing stories: deterministic at any moment of the conversation.
import { bn } from '../../i18n/messages';
import { landingMessages } from '../../i18n/areas/landing';
import { defaultDemoChatScript } from './DemoChat/DemoChat';
import type { DemoChatScriptStep } from './DemoChat/demoChatMachine';

/** The default conversation with no pauses: shown complete at the first render. */
export const instantScript: DemoChatScriptStep[] = defaultDemoChatScript(landingMessages).map((step) => ({
  ...step,
  delayMs: 0,
}));

/** The student has asked; the tutor is "typing" (for a very long time). */
export const typingScript: DemoChatScriptStep[] = [
  { from: 'student', text: bn.demoChatScript1, delayMs: 0 },
  { from: 'tutor', text: bn.demoChatScript2, delayMs: 0 },
];

/** An hour: long enough that nothing more happens while a story is looked at. */
export const never = 60 * 60 * 1000;

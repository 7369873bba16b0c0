import { useCallback, useEffect, useReducer, useRef } from 'react';
import { canAskWhyWrong, whyWrongReducer, whyWrongStateOf } from './whyWrong';
import type { WhyWrongReply, WhyWrongRequest, WhyWrongStates } from './whyWrong';
import { quizMessages } from '../../i18n/areas/quiz';
import { useMessages } from '../../provider/StudyUiProvider';

export interface WhyWrong {
  states: WhyWrongStates;
  /** Asks the app for the explanation of this answer, unless one is on its way or shown. */
  ask: (request: WhyWrongRequest) => void;
}

/**
 * The explanations asked for on a quiz's result, one per question. A rejected call (the app did
 * not say why) reads as the network's failure.
 */
export function useWhyWrong(explain: ((request: WhyWrongRequest) => Promise<WhyWrongReply>) | undefined): WhyWrong {
  const quizText = useMessages('quiz', quizMessages);
  const [states, dispatch] = useReducer(whyWrongReducer, {});
  // Questions asked and not yet answered, so a double tap does not spend two daily questions.
  const inFlight = useRef(new Set<string>());
  const latestExplain = useRef(explain);
  const latestStates = useRef(states);
  useEffect(() => {
    latestExplain.current = explain;
    latestStates.current = states;
  });
  const ask = useCallback(
    (request: WhyWrongRequest) => {
      const call = latestExplain.current;
      const key = String(request.questionId);
      if (
        !call ||
        inFlight.current.has(key) ||
        !canAskWhyWrong(whyWrongStateOf(latestStates.current, request.questionId))
      )
        return;
      inFlight.current.add(key);
      dispatch({ type: 'asked', questionId: request.questionId });
      const replied = (reply: WhyWrongReply) => {
        inFlight.current.delete(key);
        dispatch({ type: 'replied', questionId: request.questionId, reply });
      };
      call(request).then(replied, () => replied({ error: quizText.whyWrongFailed }));
    },
    [quizText.whyWrongFailed],
  );
  return { states, ask };
}

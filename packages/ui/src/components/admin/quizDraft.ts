import type { AdminQuizQuestion, AdminQuizQuestionInput } from './types';

/** Server limits (packages/contract/src/admin.ts). */
export const minOptions = 2;
export const maxOptions = 8;

export interface QuizOptionDraft {
  /** Stable React key; a saved option keeps its id in it. */
  key: string;
  text: string;
}

/** A question as the editor holds it: the correct option is one key, so exactly one is marked. */
export interface QuizQuestionDraft {
  key: string;
  question: string;
  explanation: string;
  options: QuizOptionDraft[];
  /** Key of the correct option; null until one is chosen. */
  correctKey: string | null;
}

let lastKey = 0;
/** A key for a new row that no saved row (keyed by id) can have. */
function newKey(prefix: string): string {
  lastKey += 1;
  return `${prefix}-new-${lastKey}`;
}

/** A blank question with the two options every question needs. */
export function emptyQuestion(): QuizQuestionDraft {
  return {
    key: newKey('q'),
    question: '',
    explanation: '',
    options: [
      { key: newKey('o'), text: '' },
      { key: newKey('o'), text: '' },
    ],
    correctKey: null,
  };
}

/** A saved quiz's questions, for editing. */
export function draftsFromQuestions(questions: readonly AdminQuizQuestion[]): QuizQuestionDraft[] {
  return questions.map((question) => {
    const correct = question.options.find((option) => option.isCorrect);
    return {
      key: `q-${question.id}`,
      question: question.question,
      explanation: question.explanation ?? '',
      options: question.options.map((option) => ({ key: `o-${option.id}`, text: option.text })),
      correctKey: correct ? `o-${correct.id}` : null,
    };
  });
}

/** The questions as the API takes them: trimmed, an empty explanation as null. */
export function questionInputs(drafts: readonly QuizQuestionDraft[]): AdminQuizQuestionInput[] {
  return drafts.map((draft) => {
    const explanation = draft.explanation.trim();
    return {
      question: draft.question.trim(),
      explanation: explanation === '' ? null : explanation,
      options: draft.options.map((option) => ({
        text: option.text.trim(),
        isCorrect: option.key === draft.correctKey,
      })),
    };
  });
}

function updateQuestion(
  drafts: readonly QuizQuestionDraft[],
  questionKey: string,
  update: (draft: QuizQuestionDraft) => QuizQuestionDraft,
): QuizQuestionDraft[] {
  return drafts.map((draft) => (draft.key === questionKey ? update(draft) : draft));
}

export function addQuestion(drafts: readonly QuizQuestionDraft[]): QuizQuestionDraft[] {
  return [...drafts, emptyQuestion()];
}

export function removeQuestion(drafts: readonly QuizQuestionDraft[], questionKey: string): QuizQuestionDraft[] {
  return drafts.filter((draft) => draft.key !== questionKey);
}

export function setQuestionText(
  drafts: readonly QuizQuestionDraft[],
  questionKey: string,
  field: 'question' | 'explanation',
  text: string,
): QuizQuestionDraft[] {
  return updateQuestion(drafts, questionKey, (draft) => ({ ...draft, [field]: text }));
}

/** Adds a blank option, up to the server's limit. */
export function addOption(drafts: readonly QuizQuestionDraft[], questionKey: string): QuizQuestionDraft[] {
  return updateQuestion(drafts, questionKey, (draft) =>
    draft.options.length >= maxOptions
      ? draft
      : { ...draft, options: [...draft.options, { key: newKey('o'), text: '' }] },
  );
}

/** Removes an option, never below two; removing the correct one leaves none marked. */
export function removeOption(
  drafts: readonly QuizQuestionDraft[],
  questionKey: string,
  optionKey: string,
): QuizQuestionDraft[] {
  return updateQuestion(drafts, questionKey, (draft) =>
    draft.options.length <= minOptions
      ? draft
      : {
          ...draft,
          options: draft.options.filter((option) => option.key !== optionKey),
          correctKey: draft.correctKey === optionKey ? null : draft.correctKey,
        },
  );
}

export function setOptionText(
  drafts: readonly QuizQuestionDraft[],
  questionKey: string,
  optionKey: string,
  text: string,
): QuizQuestionDraft[] {
  return updateQuestion(drafts, questionKey, (draft) => ({
    ...draft,
    options: draft.options.map((option) => (option.key === optionKey ? { ...option, text } : option)),
  }));
}

export function setCorrectOption(
  drafts: readonly QuizQuestionDraft[],
  questionKey: string,
  optionKey: string,
): QuizQuestionDraft[] {
  return updateQuestion(drafts, questionKey, (draft) =>
    draft.options.some((option) => option.key === optionKey) ? { ...draft, correctKey: optionKey } : draft,
  );
}

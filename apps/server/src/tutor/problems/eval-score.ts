import type { Language } from '@study/contract';
import { converse } from './conversation';
import type { EvalConversation } from './eval-set';
import { familyIds } from './types';
import type { FamilyId } from './types';

export interface FamilyScore {
  family: FamilyId;
  total: number;
  /** Conversations whose first message was read as a problem of this family (or rightly refused). */
  read: number;
  exerciseTotal: number;
  exercises: number;
  checks: number;
  checksRight: number;
}

export interface EvalReport {
  conversations: number;
  turns: number;
  families: FamilyScore[];
  coverage: number;
  checkShare: number;
  moveShare: number;
  /** Replies written in the language the student asked for (Bengali or English), of all replies given. */
  languageShare: number;
  misses: string[];
}

const BENGALI = /[\u0980-\u09FF]/gu;
const LATIN = /[A-Za-z]/gu;

/** Whether a reply is written in `language`: more of its letters in that script, formulas left out. */
export function writtenIn(text: string, language: Language): boolean {
  const prose = text.replace(/\$[^$]*\$/g, ' ');
  const bengali = prose.match(BENGALI)?.length ?? 0;
  const latin = prose.match(LATIN)?.length ?? 0;
  return language === 'en' ? latin > bengali : bengali > latin;
}

/** Plays every conversation and compares each move of the tutor with the expected one. */
export function scoreEval(set: EvalConversation[], lessonText: (path: string) => string): EvalReport {
  const families = new Map<FamilyId, FamilyScore>(
    familyIds.map((family) => [
      family,
      { family, total: 0, read: 0, exerciseTotal: 0, exercises: 0, checks: 0, checksRight: 0 },
    ]),
  );
  const misses: string[] = [];
  let turns = 0;
  let movesRight = 0;
  let replies = 0;
  let inLanguage = 0;
  for (const conversation of set) {
    const score = families.get(conversation.family);
    if (!score) continue;
    score.total += 1;
    const language = conversation.language ?? 'bn';
    const outcomes = converse(
      conversation.turns.map((turn) => turn.student),
      conversation.lesson ? lessonText(conversation.lesson) : '',
      language,
    );
    const [first] = outcomes;
    const firstExpected = conversation.turns[0]?.expect;
    const readRight =
      firstExpected === 'issue' ? first?.move === 'issue' : first?.state?.family === conversation.family;
    if (readRight) score.read += 1;
    if (conversation.exercise !== undefined) {
      score.exerciseTotal += 1;
      if (first?.state?.exercise === conversation.exercise) score.exercises += 1;
    }
    for (const outcome of outcomes) {
      if (!outcome) continue;
      replies += 1;
      const replyIn = conversation.replyIn ?? language;
      if (writtenIn(outcome.text, replyIn)) inLanguage += 1;
      else misses.push(`${conversation.id}: a reply not in ${replyIn}: «${outcome.text.slice(0, 60)}…»`);
    }
    conversation.turns.forEach((turn, index) => {
      turns += 1;
      const move = outcomes[index]?.move ?? 'none';
      if (move === turn.expect) movesRight += 1;
      else misses.push(`${conversation.id} #${index + 1} «${turn.student}»: expected ${turn.expect}, got ${move}`);
      if (turn.expect === 'right' || turn.expect === 'wrong') {
        score.checks += 1;
        if (move === turn.expect) score.checksRight += 1;
      }
    });
  }
  const rows = [...families.values()];
  const sum = (pick: (row: FamilyScore) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    conversations: set.length,
    turns,
    families: rows,
    coverage: sum((row) => row.read) / sum((row) => row.total),
    checkShare: sum((row) => row.checksRight) / sum((row) => row.checks),
    moveShare: movesRight / turns,
    languageShare: replies === 0 ? 0 : inLanguage / replies,
    misses,
  };
}

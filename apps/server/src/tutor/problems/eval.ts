import { lessonText } from './eval-lessons';
import { evalSet } from './eval-set';
import { scoreEval } from './eval-score';

// `npm run eval:guide`: the guided-steps tutor over the committed conversations of eval-set.ts;
// prints coverage per problem family and the share of correct step checks.

const report = scoreEval(evalSet, lessonText);
console.log('Guided steps: %d conversations, %d student turns', report.conversations, report.turns);
console.log('family      read  exercise-ok  checks-right');
for (const row of report.families) {
  console.log(
    `${row.family.padEnd(10)}  ${`${row.read}/${row.total}`.padEnd(4)}  ${`${row.exercises}/${row.exerciseTotal}`.padEnd(11)}  ${row.checksRight}/${row.checks}`,
  );
}
console.log('coverage (problems read in the right family): %s%%', (report.coverage * 100).toFixed(1));
console.log('step checks right (right/wrong judged as expected): %s%%', (report.checkShare * 100).toFixed(1));
console.log('every move as expected (incl. hints, held-back answers, solutions): %s%%', (report.moveShare * 100).toFixed(1));
for (const miss of report.misses) console.log('  miss:', miss);

import { lessonText } from './eval-lessons';
import { heldoutSet } from './eval-heldout';
import { evalSet } from './eval-set';
import { scoreEval } from './eval-score';

// `npm run eval:guide`: the guided-steps tutor over the committed conversations of eval-set.ts
// (tuned on) and eval-heldout.ts (English and Banglish, never tuned on); prints coverage per
// problem family, the share of correct step checks and of replies in the student's language.
// `--set tuning|heldout|all` (default all).

const args = process.argv.slice(2);
const which = args.includes('--set') ? args[args.indexOf('--set') + 1] : 'all';
const sets = [
  { name: 'tuning', set: evalSet },
  { name: 'heldout', set: heldoutSet },
].filter(({ name }) => which === 'all' || which === name);

for (const { name, set } of sets) {
  const report = scoreEval(set, lessonText);
  console.log('\n== %s: %d conversations, %d student turns', name, report.conversations, report.turns);
  console.log('family      read  exercise-ok  checks-right');
  for (const row of report.families) {
    console.log(
      `${row.family.padEnd(10)}  ${`${row.read}/${row.total}`.padEnd(4)}  ${`${row.exercises}/${row.exerciseTotal}`.padEnd(11)}  ${row.checksRight}/${row.checks}`,
    );
  }
  console.log('coverage (problems read in the right family): %s%%', (report.coverage * 100).toFixed(1));
  console.log('step checks right (right/wrong judged as expected): %s%%', (report.checkShare * 100).toFixed(1));
  console.log(
    'every move as expected (incl. hints, held-back answers, solutions): %s%%',
    (report.moveShare * 100).toFixed(1),
  );
  console.log("replies in the student's language: %s%%", (report.languageShare * 100).toFixed(1));
  for (const miss of report.misses) console.log('  miss:', miss);
}

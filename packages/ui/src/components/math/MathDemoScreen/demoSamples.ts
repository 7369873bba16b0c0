// The content of the maths demo page: formulas from the class 6-10 maths books, a Markdown
// lesson and an HTML snippet. The page's labels are in the message catalogue.

export interface DemoFormula {
  id: string;
  label: { bn: string; en: string };
  tex: string;
}

export const demoFormulas: readonly DemoFormula[] = [
  {
    id: 'quadratic',
    label: { bn: 'দ্বিঘাত সমীকরণের সমাধান', en: 'Solving a quadratic equation' },
    tex: 'x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}',
  },
  {
    id: 'pythagoras',
    label: { bn: 'পিথাগোরাসের উপপাদ্য', en: 'Pythagoras’ theorem' },
    tex: 'a^2 + b^2 = c^2',
  },
  {
    id: 'square',
    label: { bn: 'দুই রাশির যোগফলের বর্গ', en: 'Square of a sum' },
    tex: '(a + b)^2 = a^2 + 2ab + b^2',
  },
  {
    id: 'circle',
    label: { bn: 'বৃত্তের ক্ষেত্রফল', en: 'Area of a circle' },
    tex: 'A = \\pi r^2',
  },
  {
    id: 'profit',
    label: { bn: 'শতকরা লাভ', en: 'Profit percentage' },
    tex: '\\text{শতকরা লাভ} = \\frac{\\text{বিক্রয়মূল্য} - \\text{ক্রয়মূল্য}}{\\text{ক্রয়মূল্য}} \\times ১০০',
  },
  {
    id: 'series',
    label: { bn: 'প্রথম n টি স্বাভাবিক সংখ্যার যোগফল', en: 'Sum of the first n natural numbers' },
    tex: '\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}',
  },
];

/** A formula with a missing brace, to show the error state. */
export const demoInvalidFormula = '\\frac{a + b}{c';

export const demoMarkdown = `# সরল সুদ

মূলধন $P$ টাকা, বার্ষিক সুদের হার $r\\%$ এবং সময় $n$ বছর হলে সরল সুদ

$$
I = \\frac{P \\times r \\times n}{১০০}
$$

**উদাহরণ:** ৫০০০ টাকার ৩ বছরের সুদ, বার্ষিক ৮% হারে, $\\frac{৫০০০ \\times ৮ \\times ৩}{১০০} = ১২০০$ টাকা।

| মূলধন | হার | সময় | সুদ |
|---|---|---|---|
| ৫০০০ টাকা | ৮% | ৩ বছর | ১২০০ টাকা |
| ২০০০ টাকা | ৫% | ২ বছর | ২০০ টাকা |

ভুল লেখা সূত্র দেখতে কেমন হয়: $\\sqrt{x$`;

/**
 * HTML as an older lesson or an editor might produce it: a code tag holding a fraction becomes a
 * formula, and the script, the event handler and the `javascript:` link are removed.
 */
export const demoHtml = `<h3>ভগ্নাংশের যোগ</h3>
<p>সমান হরের ভগ্নাংশ যোগ করতে শুধু লবগুলো যোগ করি: <code>৩/৮ + ২/৮ = ৫/৮</code></p>
<p>অসমান হর হলে আগে ল.সা.গু. নিই, যেমন $\\frac{১}{২} + \\frac{১}{৩} = \\frac{৩ + ২}{৬} = \\frac{৫}{৬}$।</p>
<ul>
  <li><strong>লব</strong>: দাগের উপরের সংখ্যা</li>
  <li><strong>হর</strong>: দাগের নিচের সংখ্যা</li>
</ul>
<script>window.__xss = 1</script>
<p onclick="window.__xss = 1">বর্গমূলও লেখা যায়: <code>√৪৯ = ৭</code> <a href="javascript:window.__xss = 1">এই লিংকটি কাজ করবে না</a></p>`;

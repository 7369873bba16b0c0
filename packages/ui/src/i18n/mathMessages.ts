import type { Messages } from './areas/types';

// The maths renderer and its demo page, in Bengali (default) and English: chosen by the
// components' `language` prop; the provider's `math` area overrides the Bengali strings. A module of
// its own: importing it from the catalogue's module bundled every area (landing, auth, profile …)
// with each page that shows a formula.
export const mathMessages = {
  bn: {
    invalid: 'অবৈধ LaTeX সমীকরণ',
    errorTitle: 'গণিত রেন্ডারিং ত্রুটি',
    copied: 'LaTeX কোড কপি করা হয়েছে',
    copyFailed: 'LaTeX কোড কপি করতে ব্যর্থ',
    copy: 'LaTeX কোড কপি করো',
    zoom: 'সমীকরণ বড় করে দেখো',
    /** Accessible name of a wide formula that scrolls sideways. */
    formula: 'সমীকরণ',
    demoTitle: 'গণিতের সমীকরণ: ডেমো',
    demoDescription: 'পাঠ ও এআই শিক্ষকের উত্তরে গণিতের সূত্র যেভাবে দেখা যায়। সব কিছু তোমার ফোনেই তৈরি হয়।',
    demoLanguage: 'ভাষা',
    demoControls: 'কপি ও জুম বোতাম দেখাও',
    demoSamples: 'নমুনা সূত্র',
    demoMarkdown: 'মার্কডাউন নথিতে গণিত',
    demoHtml: 'HTML ও সূত্র একসাথে',
    demoHtmlNote: 'HTML থেকে শুধু নিরাপদ অংশটুকু দেখানো হয়; স্ক্রিপ্ট ও ক্ষতিকর লিংক বাদ পড়ে।',
    demoSource: 'মূল লেখা',
    demoInvalid: 'ভুল লেখা সূত্র',
  },
  en: {
    invalid: 'Invalid LaTeX expression',
    errorTitle: 'Math rendering error',
    copied: 'LaTeX code copied to clipboard',
    copyFailed: 'Failed to copy LaTeX code',
    copy: 'Copy LaTeX code',
    zoom: 'Zoom formula',
    formula: 'Formula',
    demoTitle: 'Maths notation: demo',
    demoDescription: 'How formulas look in lessons and in the AI tutor’s answers. Everything renders on your phone.',
    demoLanguage: 'Language',
    demoControls: 'Show copy and zoom buttons',
    demoSamples: 'Sample formulas',
    demoMarkdown: 'Maths in a Markdown document',
    demoHtml: 'HTML with formulas',
    demoHtmlNote: 'Only the safe part of the HTML is shown; scripts and harmful links are removed.',
    demoSource: 'Source',
    demoInvalid: 'A mistyped formula',
  },
} as const satisfies Record<'bn' | 'en', Record<string, string>>;

export type MathLanguage = keyof typeof mathMessages;
/** The maths strings of one language, as an app may replace them (the provider's `math` area). */
export type MathMessages = Messages<(typeof mathMessages)['bn']>;

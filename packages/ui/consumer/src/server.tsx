// Renders the consumer's app in plain Node (the package's JavaScript imports no CSS) and checks
// that each screen piece put its content in the page, with the provider's link and message.
import { renderToString } from 'react-dom/server';
import { App } from './App';

const html = renderToString(<App />);
const expected = [
  'সরাসরি পড়ায় চলো',
  'data-consumer-link',
  'তাসনিম রহমান',
  'স্বাগতম',
  'বর্গসংখ্যা',
  'প্যাটার্ন',
  'মুনাফা',
  'তোমার নাম',
  'a^2 + b^2 = c^2',
];
const missing = expected.filter((text) => !html.includes(text));
if (missing.length > 0) throw new Error(`the rendered page lacks: ${missing.join(', ')}`);
// The provider's message override replaced the default skip link text.
if (html.includes('মূল অংশে চলে যাও')) throw new Error('the overridden skip link text is still the default');
console.log(`rendered ${html.length} characters of HTML with every piece`);

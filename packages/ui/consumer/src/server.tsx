// Renders the consumer's app in plain Node (the package's JavaScript imports no CSS) and checks
// that each screen piece put its content in the page.
import { renderToString } from 'react-dom/server';
import { App } from './App';

const html = renderToString(<App />);
const expected = ['তাসনিম রহমান', 'স্বাগতম', 'বর্গসংখ্যা', 'প্যাটার্ন', 'মুনাফা', 'তোমার নাম', 'a^2 + b^2 = c^2'];
const missing = expected.filter((text) => !html.includes(text));
if (missing.length > 0) throw new Error(`the rendered page lacks: ${missing.join(', ')}`);
console.log(`rendered ${html.length} characters of HTML with every piece`);

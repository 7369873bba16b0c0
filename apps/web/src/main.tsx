// The app is built on @study/ui, so it takes the opt-in global styles (reset, body) as well.
import '@study/ui/reset.css';
import '@study/ui/styles.css';
import { boot } from './boot';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');
await boot(rootElement);

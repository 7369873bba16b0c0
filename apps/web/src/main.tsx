import '@study/ui/styles.css';
import { boot } from './boot';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');
await boot(rootElement);

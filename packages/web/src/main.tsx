import './styles/public.css';
import { start } from './app/start.js';

// A prerendered visitor page's boot asks to hydrate it (boot/on-demand.ts); anything else starts
// the app at once.
const root = document.getElementById('root')!;
void start(root, root.dataset.start === 'hydrate');

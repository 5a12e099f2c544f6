import { startWhenNeeded } from './boot/on-demand.js';

// The page's style sheets are those the app starts with: scripts/prerender.mjs links them.
startWhenNeeded(document.getElementById('root')!);

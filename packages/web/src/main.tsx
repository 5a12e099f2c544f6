import './styles/public.css';
import { start } from './app/start.js';

// The signed-in screens (and any page not prerendered) start the app at once.
void start(document.getElementById('root')!, false);

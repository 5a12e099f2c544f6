import './styles/public.css';
import { startWhenNeeded } from './boot/on-demand.js';

startWhenNeeded(document.getElementById('root')!);

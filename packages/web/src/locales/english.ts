/** Everything English in one chunk, loaded only for a reader who chose English. */
export { en } from './en.js';
export { englishMessage } from './messages-en.js';

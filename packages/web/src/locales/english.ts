/** Everything English in one chunk, loaded only for a reader who chose English. */
export { en } from './en.js';
export { errorsEn } from './errors-en.js';

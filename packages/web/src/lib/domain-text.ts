import { problemOf, spanishOf, type Problem } from '@obra/domain';
import { problemText } from './problem-text.js';

// The domain's messages in the reader's language when the app has only a code or a Spanish text
// of its own (a form's rule, a note on a screen). Their tables come with this module, into the
// chunks of the screens and forms that import it, not into the app's first chunk.

/** A problem the app names by its code, in the reader's language. */
export function codeText(problem: Problem): string {
  return problemText(problem, spanishOf(problem));
}

/** A message of the domain's (a schema's, say) in the reader's language by its code; other text as it is. */
export function messageText(message: string): string {
  const problem = problemOf(message);
  return problem ? problemText(problem, message) : message;
}

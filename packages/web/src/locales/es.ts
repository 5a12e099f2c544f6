import { accountEs } from './es/account.js';
import { projectsEs } from './es/projects.js';
import { shellEs } from './es/shell.js';
import { visitorEs } from './es/visitor.js';

/**
 * The Spanish catalogue: the product's own language, one module per area of the app (es/). Every
 * key here must exist in en.ts too.
 */
export const es = { ...shellEs, ...visitorEs, ...accountEs, ...projectsEs };

export type Catalogue = typeof es;

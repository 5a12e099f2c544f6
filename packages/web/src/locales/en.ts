import { accountEn } from './en/account.js';
import { projectsEn } from './en/projects.js';
import { shellEn } from './en/shell.js';
import { visitorEn } from './en/visitor.js';
import type { Catalogue } from './es.js';

/**
 * English, for the clients and visitors who read it, by area as es.ts (en/). Same keys as es.ts:
 * each area is typed by its Spanish twin, and the whole by the Spanish catalogue.
 */
export const en: Catalogue = { ...shellEn, ...visitorEn, ...accountEn, ...projectsEn };

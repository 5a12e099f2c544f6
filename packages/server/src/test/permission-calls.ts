import { randomBytes } from 'node:crypto';
import type { Call } from './permission-matrix.js';
import type { World } from './permission-world.js';

// The calls the permission cases (permission-cases*.ts) are written with.

export const unique = () => randomBytes(4).toString('hex');
export const get = (url: string): Call => ({ method: 'GET', url });
export const post = (url: string, body: unknown): Call => ({ method: 'POST', url, body });
export const put = (url: string, body: unknown): Call => ({ method: 'PUT', url, body });

/** A tiny PNG (signature and header are what the server looks at). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** One of A's project's two jobs. */
export const job = (w: World, index: 0 | 1) => w.project.projectItems[index]!;

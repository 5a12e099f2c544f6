import { fileURLToPath } from 'node:url';

/**
 * The folders the server reads beside its code. This file lies one level under the server's
 * package both when it runs from the sources (src/paths.ts) and once built (the build writes
 * every file straight into dist/), so one relative path serves both.
 */
const serverPackage = new URL('..', import.meta.url);

/** The SQL migrations, packages/server/drizzle. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('drizzle', serverPackage));

/** Where `npm run build` writes the web app, packages/web/dist. */
export const WEB_BUILD = fileURLToPath(new URL('../web/dist', serverPackage));

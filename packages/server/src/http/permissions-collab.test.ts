import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config.js';
import { startSmtpServer, type TestSmtp } from '../test/smtp.js';
import { useApi } from '../test/app.js';
import { COLLAB_CASES } from '../test/permission-cases-collab.js';
import { runMatrix } from '../test/permission-matrix.js';

// Chat, invoices and Notificar: see test/permission-matrix.ts for what each case checks. The invoice and
// Notificar calls that are allowed send real mail, to a local SMTP server.
const overrides: Partial<Config> = {};
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  overrides.smtpUrl = smtp.url;
});
afterAll(async () => {
  await smtp?.close();
});
const api = useApi(overrides);
runMatrix(api, COLLAB_CASES);

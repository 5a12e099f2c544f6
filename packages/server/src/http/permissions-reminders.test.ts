import { useApi } from '../test/app.js';
import { REMINDER_CASES } from './permission-cases.js';
import { runMatrix } from './permission-matrix.js';

// Tenancy and roles on the reminder and notification calls: see permission-matrix.ts for what each case checks.
const api = useApi();
runMatrix(api, REMINDER_CASES);

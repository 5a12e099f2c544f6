import { useApi } from '../test/app.js';
import { REMINDER_CASES } from '../test/permission-cases.js';
import { runMatrix } from '../test/permission-matrix.js';

// Tenancy and roles on the reminder and notification calls: see test/permission-matrix.ts for what each case checks.
const api = useApi();
runMatrix(api, REMINDER_CASES);

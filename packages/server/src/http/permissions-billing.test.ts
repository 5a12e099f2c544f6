import { useApi } from '../test/app.js';
import { BILLING_CASES } from '../test/permission-cases-billing.js';
import { runMatrix } from '../test/permission-matrix.js';

// Estimates, invoices and payments: see test/permission-matrix.ts for what each case checks.
const api = useApi();
runMatrix(api, BILLING_CASES);

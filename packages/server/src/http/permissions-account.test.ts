import { useApi } from '../test/app.js';
import { ACCOUNT_CASES } from './permission-cases.js';
import { runMatrix } from './permission-matrix.js';

// Tenancy and roles on the account, profile and company look-up, plan usage and logo calls: see permission-matrix.ts for what each case checks.
const api = useApi();
runMatrix(api, ACCOUNT_CASES);

import { useApi } from '../test/app.js';
import { ACCOUNT_CASES } from '../test/permission-cases.js';
import { runMatrix } from '../test/permission-matrix.js';

// Tenancy and roles on the account, profile and company look-up, plan usage and logo calls: see test/permission-matrix.ts for what each case checks.
const api = useApi();
runMatrix(api, ACCOUNT_CASES);

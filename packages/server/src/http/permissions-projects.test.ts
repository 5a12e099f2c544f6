import { useApi } from '../test/app.js';
import { PROJECT_CASES } from '../test/permission-cases.js';
import { runMatrix } from '../test/permission-matrix.js';

// Tenancy and roles on the project and job calls: see test/permission-matrix.ts for what each case checks.
const api = useApi();
runMatrix(api, PROJECT_CASES);

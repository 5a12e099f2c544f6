import { useApi } from '../test/app.js';
import { PEOPLE_CASES } from '../test/permission-cases-people.js';
import { runMatrix } from '../test/permission-matrix.js';

// Tenancy and roles on the worker and client calls: see test/permission-matrix.ts for what each case checks.
const api = useApi();
runMatrix(api, PEOPLE_CASES);

import { useApi } from '../test/app.js';
import { EXPENSE_CASES, MEDIA_CASES } from '../test/permission-cases-media.js';
import { runMatrix } from '../test/permission-matrix.js';

// Tenancy and roles on photos (upload, lists, files, delete) and expenses: see test/permission-matrix.ts for what each case checks.
const api = useApi();
runMatrix(api, [...MEDIA_CASES, ...EXPENSE_CASES]);

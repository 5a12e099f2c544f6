import { useApi } from '../test/app.js';
import { TIME_CASES } from '../test/permission-cases-time.js';
import { runMatrix } from '../test/permission-matrix.js';

// The time clock, hours and rates: see test/permission-matrix.ts for what each case checks.
const api = useApi();
runMatrix(api, TIME_CASES);

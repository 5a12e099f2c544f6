import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
let t=Date.now();
const db = new PGlite({ loadDataDir: new Blob([fs.readFileSync('/tmp/tpl.tgz')]) });
await db.query('select 1'); console.log('load', Date.now()-t, process.memoryUsage().rss>>20);
console.log((await db.query('select count(*) from a')).rows);

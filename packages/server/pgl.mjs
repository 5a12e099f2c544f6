import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
let t=Date.now();
const db = new PGlite();
await db.query('select 1'); console.log('create mem', Date.now()-t, process.memoryUsage().rss>>20);
await db.exec('create table a(id serial primary key, t text)');
t=Date.now(); const dump = await db.dumpDataDir('gzip'); console.log('dump', Date.now()-t, dump.size);
fs.writeFileSync('/tmp/tpl.tgz', Buffer.from(await dump.arrayBuffer()));
await db.close();

import { PGlite } from '@electric-sql/pglite';

let t = Date.now();
const a = await PGlite.create();
console.log('create', Date.now() - t);
t = Date.now();
const dump = await a.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size);
t = Date.now();
const b = await PGlite.create({ loadDataDir: dump });
console.log('load', Date.now() - t);
t = Date.now();
await b.query('select 1');
console.log('q', Date.now() - t);

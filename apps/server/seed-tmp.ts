import { buildApp } from './src/app.ts';
import { testConfig } from './src/config.ts';
import { openTestDatabase } from './src/testing/test-database.ts';
import { seedRecords } from './src/testing/route-records.ts';
const { database, drop } = await openTestDatabase();
const app = await buildApp({ config: testConfig({}), database });
await app.ready();
try {
  const t0 = Date.now();
  const a = await seedRecords({ app, database });
  console.log(JSON.stringify(a.ids, null, 1), Date.now() - t0);
} catch (e) { console.log(String(e).slice(0, 3000)); }
await app.close(); await drop();

// `npm run seed -- --products 100000`: grows the demo catalogue of the configured database (DATABASE_URL or
// the PGlite under DATA_DIR) to that many products; existing data is kept. The demo shops and shoppers (known
// passwords) come too only in demo mode (embedded database, or SEED_DEMO=true).
import { parseArgs } from 'node:util';
import { configFromEnvOrExit } from '../platform/shared/config';
import { openDatabase } from '../platform/shared/db/open-database';
import { seedDemo } from '../platform/demo/seed-demo';

const { values } = parseArgs({ options: { products: { type: 'string', default: '400' } } });
const wanted = Number(values.products);
if (!Number.isInteger(wanted) || wanted < 1) {
  console.error('--products must be a positive whole number');
  process.exit(1);
}
const config = configFromEnvOrExit();
const database = await openDatabase(config);
const started = Date.now();
// Beside running storefronts, which may be migrating or seeding the same database as this starts.
const { productsAdded } = await database.exclusively(async () => {
  await database.migrate(config.migrationsDir);
  return seedDemo(database.db, { products: wanted, shops: config.demoMode, log: console.log });
});
if (!config.demoMode) console.log('Not in demo mode: the demo catalogue only, no demo shops or shoppers (SEED_DEMO=true adds them).');
console.log(`Catalogue ready: ${productsAdded} products added in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await database.close();

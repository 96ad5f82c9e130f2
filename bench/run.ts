// `npm run bench`: every benchmark, printed as tables. `npm run bench -- platform pages` runs some.
// The page benchmarks need a build (`npm run build`).
import { buildComparisonBench } from './build-comparison';
import { catalogueImportBench } from './catalogue-import';
import { couponsBench } from './coupons';
import { filtersBench } from './filters';
import { heavyWorkBench } from './heavy-work';
import { javascriptPerPageBench } from './javascript-per-page';
import { lighthouseBench } from './lighthouse-scores';
import { multiProcessBench } from './multi-process';
import { pageThroughputBench } from './page-throughput';
import { pincodeBench } from './pincode';
import { platformLatencyBench } from './platform-latency';

const benches: Record<string, () => Promise<string>> = {
  platform: platformLatencyBench,
  pages: pageThroughputBench,
  lighthouse: lighthouseBench,
  processes: multiProcessBench,
  javascript: javascriptPerPageBench,
  'catalogue-import': catalogueImportBench,
  'heavy-work': heavyWorkBench,
  coupons: couponsBench,
  pincode: pincodeBench,
  filters: filtersBench,
  // Only when asked for by name: it needs two builds (BENCH_BUILDS).
  ...(process.argv.includes('builds') ? { builds: buildComparisonBench } : {}),
};

const wanted = process.argv.slice(2);
for (const [name, bench] of Object.entries(benches)) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`\n## ${name}\n`);
  console.log(await bench());
}

// Where the catalogue-size benches keep their seeded catalogues: PGlite in .data/bench-{size}, and with
// BENCH_POSTGRES_URL also a PostgreSQL schema bench_{size} in that database (seeded on first use, kept for later runs).
import path from 'node:path';
import type { PlatformConfig } from '../platform/shared/config';

export interface BenchDatabase {
  label: 'PGlite' | 'PostgreSQL';
  /** The config for a catalogue of `size` products on this database, seeded with the demo shops. */
  config(base: PlatformConfig, size: number): PlatformConfig;
}

const pglite: BenchDatabase = {
  label: 'PGlite',
  config: (base, size) => ({ ...base, demoMode: true, demoProducts: size, databaseUrl: undefined, dataDir: path.resolve(`.data/bench-${size}`) }),
};

function postgres(url: string): BenchDatabase {
  return {
    label: 'PostgreSQL',
    config: (base, size) => ({ ...base, demoMode: true, demoProducts: size, databaseUrl: url, databaseSchema: `bench_${size}` }),
  };
}

/** PGlite, then PostgreSQL when BENCH_POSTGRES_URL names one. */
export function benchDatabases(): BenchDatabase[] {
  const url = process.env.BENCH_POSTGRES_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}

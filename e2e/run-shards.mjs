// `npm run test:e2e`: one build, then the journeys split in E2E_SHARDS Playwright runs at once (2 by default, one a
// core), each against its own storefront on its own port (E2E_PORT, E2E_PORT + 1, …) with its own embedded database.
// Shards share no state, so a console spec that reprices a shop can never race a journey in another shard.
// Arguments pass through to every shard (`npm run test:e2e -- e2e/cart/cart-guest.spec.ts`).
import { spawn, spawnSync } from 'node:child_process';
import readline from 'node:readline';

const shards = Math.max(1, Number(process.env.E2E_SHARDS) || 2);
const basePort = Number(process.env.E2E_PORT) || 3100;
const args = process.argv.slice(2);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

const started = Date.now();
const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);
console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s; ${shards} shard(s) from port ${basePort}.`);

/** Runs one shard and resolves with its exit code; its lines are prefixed so the interleaved log still reads. */
function runShard(index) {
  const label = `[shard ${index}/${shards}]`;
  const child = spawn('npx', ['playwright', 'test', `--shard=${index}/${shards}`, ...args], {
    env: { ...env, E2E_PORT: String(basePort + index - 1), E2E_BUILT: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => console.log(`${label} ${line}`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
console.log(`Shards ended with ${codes.join(', ')} after ${Math.round((Date.now() - started) / 60_000)} min.`);
process.exit(codes.every((code) => code === 0) ? 0 : 1);

import type { Hono } from 'hono';
import type { Readiness } from '../shared/db/readiness';
import type { AppEnv } from '../shared/http/context';

/**
 * Probes for a load balancer or orchestrator: /healthz answers while the process runs (no database touch), /readyz
 * only when the database answers and is migrated. Never cached by anyone in between.
 */
export function registerHealthRoutes(app: Hono<AppEnv>, readiness: () => Promise<Readiness>): void {
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  app.get('/readyz', async (c) => {
    const state = await readiness();
    c.header('Cache-Control', 'no-store');
    return state.ready ? c.json({ status: 'ready' }) : c.json({ status: 'not ready', reason: state.reason }, 503);
  });
}

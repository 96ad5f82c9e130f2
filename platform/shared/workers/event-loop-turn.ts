/**
 * Lets the event loop answer what arrived meanwhile (requests, timers) before long work goes on. Between PGlite's
 * statements this is needed: PGlite answers a query on this thread without returning to the event loop, so a run of
 * statements awaited one after another would hold every shop's requests until the last.
 */
export const eventLoopTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

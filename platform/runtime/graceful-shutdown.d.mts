import type { Server } from 'node:http';

export function shutDownGracefullyOnSignals(
  server: Server,
  options?: { close?: () => Promise<void>; graceMs?: number; log?: (line: string) => void },
): { stopping(): boolean };

import type { Server } from 'node:http';

export function accessLogEnabled(env?: NodeJS.ProcessEnv): boolean;
export function logRequests(server: Server, options?: { enabled?: boolean; write?: (line: string) => void }): void;

import type { IncomingMessage } from 'node:http';
import type { BlockList } from 'node:net';

export declare const DEFAULT_TRUSTED_PROXIES: string;
export declare function trustedProxiesFrom(text: string | undefined): BlockList;
export declare function isTrustedProxy(trusted: BlockList, address: string): boolean;
export declare function clientAddressFrom(forwardedFor: string | undefined, peer: string | undefined, trusted: BlockList): string | undefined;
export declare function resolveForwardedFor(request: Pick<IncomingMessage, 'headers' | 'socket'>, trusted: BlockList): void;

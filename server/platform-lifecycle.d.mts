import type { Platform } from '../platform/runtime/create-platform';

export declare function openEmbeddedPlatform(open: () => Promise<Platform>): Promise<Platform>;
export declare function embeddedPlatform(): Promise<Platform> | undefined;
export declare function closeEmbeddedPlatform(): Promise<void>;
export declare function reportStartup(started: Promise<unknown>): void;
export declare function whenStarted(): Promise<void>;

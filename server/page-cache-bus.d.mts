/** A platform change as the page caches see it: its cache tags, and which cached pages (by Host and path) it touches. */
export interface PageChange {
  tags: readonly string[];
  touches(host: string, path: string): boolean;
}

export declare function onPageChange(expire: (change: PageChange) => unknown): () => void;
export declare function announcePageChange(change: PageChange): Promise<void>;

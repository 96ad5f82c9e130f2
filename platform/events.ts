/**
 * What changed on the platform, as cache tags the storefront revalidates:
 * 'catalogue' (any product list), `product:{ASIN}` (one product in every shop), `shop:{host}` (one shop's branding
 * and home sections, once per host name the shop answers on).
 */
export interface Change {
  tags: string[];
}
export type ChangeListener = (change: Change) => void;

export function createChangeFeed() {
  const listeners = new Set<ChangeListener>();
  return {
    subscribe(listener: ChangeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(change: Change): void {
      for (const listener of listeners) {
        try {
          listener(change);
        } catch (error) {
          console.error('A change listener failed', error);
        }
      }
    },
  };
}
export type ChangeFeed = ReturnType<typeof createChangeFeed>;

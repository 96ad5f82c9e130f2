import { useSyncExternalStore } from 'react';

/**
 * The one pattern of the shop-wide state: a plain object whose state changes only through a pure reducer, read by
 * React with useSyncExternalStore. A provider makes one per shop (useState), starts it in an effect (cookies, local
 * storage and the network are only there after hydration) and hands it down through context.
 */
export interface Store<S, A> {
  /** The state before the browser has been read: also what the server renders and hydration starts from. */
  readonly initial: S;
  getState(): S;
  subscribe(listener: () => void): () => void;
  dispatch(action: A): void;
}

export function createStore<S, A>(reducer: (state: S, action: A) => S, initial: S): Store<S, A> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(action) {
      const next = reducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

/** The store's state; its initial state while rendering on the server and hydrating. */
export function useStoreState<S>(store: Pick<Store<S, never>, 'initial' | 'getState' | 'subscribe'>): S {
  return useSyncExternalStore(store.subscribe, store.getState, () => store.initial);
}

import type { BackendAnswer } from '@/modules/cart/backend-answer';
import { guestBackend, serverBackend, type CartBackend } from '@/modules/cart/cart-backend';
import {
  cartReducer,
  INITIAL_CART,
  LOAD_ERROR,
  type CartAction,
  type CartChange,
  type CartResult,
  type CartState,
} from '@/modules/cart/cart-reducer';
import { lineKey } from '@/modules/cart/cart-line';
import { NETWORK_MESSAGE } from '@/lib/store/messages';
import { createStore, type Store } from './store';

export interface CartStore extends Store<CartState, CartAction> {
  /** Reads `owner`'s cart ('guest', or 'user:' and the shopper) after any change still being saved. */
  open(owner: string): void;
  /** Reads the cart again (an order was placed, or the shopper asked after a failed load). */
  reload(): void;
  /** Fetches the code that changes need, ahead of the first (which otherwise fetches it). */
  prepare(): void;
  change(change: CartChange): Promise<CartResult>;
}

export interface CartStoreOptions {
  /** A call answered 401: the session is over (the store client has announced it); read the session again. */
  onSessionEnded(): void;
  backendFor?(owner: string): CartBackend;
}

const defaultBackend = (owner: string) => (owner === 'guest' ? guestBackend() : serverBackend(owner));

// How a change is planned and stored (./cart-change.ts, with the rules of the line an add makes) is not part of the
// page, since most visits only show the cart's count: prepare() fetches it (the provider calls it on the shopper's
// first touch or key press), else the first change does. Kept once loaded; a failed load is tried again later.
let changes: Promise<typeof import('./cart-change')> | null = null;
function changeModule() {
  changes ??= import('./cart-change').catch((failure: unknown) => {
    changes = null;
    throw failure;
  });
  return changes;
}

/**
 * The cart: its state changes only through cartReducer, its lines live in a backend (the cookie or the platform).
 *
 * Changes run one at a time, each after the previous one has been stored, and the first after the cart has been
 * read: each is planned from the lines as the backend last answered them, so two quick presses of + send 2 and
 * then 3 (never 2 twice), and a save never overtakes an earlier one. A sign-in or sign-out reads the other cart
 * after the changes already asked for are stored where they were made (a guest's last add reaches the cookie, and
 * so the merge).
 */
export function createCartStore({ onSessionEnded, backendFor = defaultBackend }: CartStoreOptions): CartStore {
  const store = createStore(cartReducer, INITIAL_CART);
  let backend: CartBackend | null = null;
  let wanted: string | null = null;
  let release = () => {};
  // Until the first read of the cart has finished, changes wait here.
  let tail: Promise<unknown> = new Promise<void>((resolve) => (release = resolve));

  function serial<T>(task: () => Promise<T>): Promise<T> {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  }

  function refused(answer: Extract<BackendAnswer, { ok: false }>, logged: string): CartResult {
    console.error(logged, answer.status, answer.message);
    if (answer.status === 401) onSessionEnded();
    return { ok: false, message: answer.message };
  }

  async function load(owner: string): Promise<void> {
    store.dispatch({ type: 'loading', owner });
    const chosen = backendFor(owner);
    backend = chosen;
    try {
      const answer = await chosen.load();
      if (answer.ok) store.dispatch({ type: 'loaded', owner, lines: answer.lines, error: null });
      else {
        // The guest backend has logged its own failure; a 401 is not a failure to show (the guest cart follows).
        if (chosen.kind === 'server') refused(answer, 'Error fetching cart from API');
        store.dispatch({ type: 'loaded', owner, lines: [], error: answer.status === 401 ? null : LOAD_ERROR });
      }
    } catch (failure) {
      console.error('Error fetching cart from API', failure);
      store.dispatch({ type: 'loaded', owner, lines: [], error: LOAD_ERROR });
    }
  }

  function prepare() {
    void changeModule().catch(() => undefined);
    void backend?.prepare?.().catch(() => undefined);
  }

  async function apply(change: CartChange): Promise<CartResult> {
    prepare(); // the backend's code comes alongside
    const changes = await changeModule().catch((failure: unknown) => console.error('Error loading the cart', failure));
    if (!changes) return { ok: false, message: NETWORK_MESSAGE };
    return changes.applyChange(store, backend, change, refused);
  }

  return {
    ...store,
    open(owner) {
      const first = wanted === null;
      wanted = owner;
      if (first) void load(owner).finally(release);
      else void serial(() => load(owner));
    },
    reload() {
      const owner = wanted;
      if (owner) void serial(() => load(owner));
    },
    prepare,
    change(change) {
      if (change.type !== 'remove') return serial(() => apply(change));
      const key = lineKey(change.productId, change.size);
      store.dispatch({ type: 'removing', key, on: true });
      return serial(() => apply(change)).finally(() => store.dispatch({ type: 'removing', key, on: false }));
    },
  };
}

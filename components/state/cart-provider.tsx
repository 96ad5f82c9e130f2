'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSession } from '@/components/state/session-provider';
import type { CartCall } from '@/lib/cart/cart-client';
import { lineKey, sameLine, type CartLine } from '@/lib/cart/cart-line';
import { MAX_QUANTITY_MESSAGE } from '@/lib/cart/cart-line-from-card';
import { CART_FULL_MESSAGE, readGuestCart, writeGuestCart } from '@/lib/cart/guest-cart-store';
import type { ProductCard } from '@/lib/platform/types';
import { deleteCookie } from '@/lib/session/browser-cookies';
import { CART_COOKIE } from '@/lib/session/cookie-names';
import { useCartChanged } from '@/lib/checkout/cart-events';

export type { CartLine } from '@/lib/cart/cart-line';

export interface AddToCartInput {
  product: ProductCard;
  size?: string;
  colour?: string;
  units?: number;
}

export type CartResult = { ok: true } | { ok: false; message: string };

export interface CartApi {
  /** False until the cart has been read from the cookie or the server. */
  ready: boolean;
  lines: CartLine[];
  /** Distinct lines (the header badge). */
  count: number;
  /** 'Failed to fetch cart items from the API' when the cart could not be loaded; the cart screen offers a retry. */
  error: string | null;
  reload(): void;
  add(input: AddToCartInput): Promise<CartResult>;
  increment(productId: number, size: string): Promise<CartResult>;
  decrement(productId: number, size: string): Promise<CartResult>;
  remove(productId: number, size: string): Promise<CartResult>;
  clear(): Promise<void>;
  /** True while that line's removal is being saved (the row shows a spinner). */
  isRemoving(productId: number, size: string): boolean;
}

const CartContext = createContext<CartApi | null>(null);

export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart() outside CartProvider');
  return cart;
}

const LOAD_ERROR = 'Failed to fetch cart items from the API';

// Loaded on first use, as every change is asynchronous anyway: a guest who only browses needs neither the server
// cart's calls nor the rules for adding a line.
const serverCartCalls = () => import('@/lib/cart/cart-client').then((module) => module.serverCart);
const addRules = () => import('@/lib/cart/plan-add').then((module) => module.planAdd);
/** The server cart of the signed-in shopper, kept for the session so it is fetched once. */
let serverCache: { user: string; lines: CartLine[] } | null = null;

/**
 * The cart: the cartItems cookie for guests, the platform's cart (through /store/cart) for signed-in shoppers.
 * On sign-in the guest cart is merged into the server cart once and its cookie removed; on sign-out the cart
 * becomes the (empty) guest cart. Changes run one at a time, so each save sends the units the shopper last saw.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const refreshSession = useRef(session.refresh);
  refreshSession.current = session.refresh;
  const user = session.ready ? (session.signedIn ? `user:${session.email || session.name}` : 'guest') : null;

  const [lines, setLinesState] = useState<CartLine[]>([]);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const [attempt, setAttempt] = useState(0);
  const linesRef = useRef<CartLine[]>([]);
  const cards = useRef(new Map<number, ProductCard>());
  const mode = useRef<'guest' | 'server'>('guest');
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const loaded = useRef(false);
  const waiting = useRef<(() => void)[]>([]);

  const setLines = useCallback(
    (next: CartLine[]) => {
      linesRef.current = next;
      setLinesState(next);
      if (mode.current === 'server' && user?.startsWith('user:')) serverCache = { user, lines: next };
    },
    [user],
  );

  /**
   * A refused server call. A lost session (401: the handler has cleared its cookies) has been announced to the
   * session provider by the store client, which shows 'Session expired. Please log in again.'; the cart then falls
   * back to the guest cart.
   */
  const failed = useCallback((answer: Extract<CartCall, { ok: false }>, logged: string): CartResult => {
    console.error(logged, answer.status, answer.message);
    if (answer.status === 401) {
      serverCache = null;
      refreshSession.current();
    }
    return { ok: false, message: answer.message };
  }, []);

  useEffect(() => {
    if (!user) return;
    let cancelled = false;
    loaded.current = false;
    setReady(false);
    setError(null);
    const load = async () => {
      if (user === 'guest') {
        mode.current = 'guest';
        serverCache = null;
        const guest = await readGuestCart();
        if (cancelled) return;
        cards.current = guest.cards;
        setLines(guest.lines);
        setError(guest.failed ? LOAD_ERROR : null);
        return;
      }
      mode.current = 'server';
      if (serverCache?.user === user) {
        setLines(serverCache.lines);
        deleteCookie(CART_COOKIE);
        return;
      }
      const { fetchOrMergeServerCart } = await import('@/lib/cart/merge-once');
      const answer = await fetchOrMergeServerCart(user);
      if (cancelled) return;
      if (answer.ok) setLines(answer.lines);
      else {
        failed(answer, 'Error fetching cart from API');
        setLines([]);
        if (answer.status !== 401) setError(LOAD_ERROR);
      }
    };
    load()
      .catch((failure: unknown) => {
        console.error('Error fetching cart from API', failure);
        if (!cancelled) setError(LOAD_ERROR);
      })
      .finally(() => {
        if (cancelled) return;
        setReady(true);
        loaded.current = true;
        for (const resume of waiting.current.splice(0)) resume();
      });
    return () => {
      cancelled = true;
    };
  }, [user, attempt, setLines, failed]);

  const reload = useCallback(() => {
    serverCache = null;
    setAttempt((n) => n + 1);
  }, []);
  // A placed order empties its lines from the server cart: read it again.
  useCartChanged(reload);

  /** Runs changes one after another, after the cart has loaded. */
  const enqueue = useCallback(<T,>(task: () => Promise<T>): Promise<T> => {
    const afterLoad = () => (loaded.current ? undefined : new Promise<void>((resume) => waiting.current.push(resume)));
    const run = queue.current.then(afterLoad).then(task);
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  /** Puts `next` in place: the cookie for a guest, the server for a shopper (only the lines in `changed`). */
  const commit = useCallback(
    async (next: CartLine[], changed: CartLine[]): Promise<CartResult> => {
      const previous = linesRef.current;
      if (mode.current === 'guest') {
        if (!writeGuestCart(next, cards.current)) return { ok: false, message: CART_FULL_MESSAGE };
        setLines(next);
        return { ok: true };
      }
      setLines(next);
      const answer = await (await serverCartCalls()).save(changed.map((l) => ({ productId: l.productId, size: l.size, units: l.units, colour: l.colour })));
      if (answer.ok) {
        setLines(answer.lines);
        return { ok: true };
      }
      setLines(previous);
      return failed(answer, 'Error saving cart to API');
    },
    [setLines, failed],
  );

  const setUnits = useCallback(
    (line: CartLine, units: number) => {
      const updated = { ...line, units };
      return commit(
        linesRef.current.map((l) => (sameLine(l, line.productId, line.size) ? updated : l)),
        [updated],
      );
    },
    [commit],
  );

  const add = useCallback(
    ({ product, size, colour, units = 1 }: AddToCartInput) =>
      enqueue(async (): Promise<CartResult> => {
        const planAdd = await addRules();
        const plan = planAdd(linesRef.current, product, size, colour, units);
        if (!plan.ok) return plan;
        cards.current.set(product.id, product);
        return commit(plan.next, [plan.line]);
      }),
    [enqueue, commit],
  );

  const increment = useCallback(
    (productId: number, size: string) =>
      enqueue(async (): Promise<CartResult> => {
        const line = linesRef.current.find((l) => sameLine(l, productId, size));
        if (!line) return { ok: false, message: 'This item is no longer in your cart.' };
        if (line.units >= line.stock) return { ok: false, message: MAX_QUANTITY_MESSAGE };
        return setUnits(line, line.units + 1);
      }),
    [enqueue, setUnits],
  );

  const decrement = useCallback(
    (productId: number, size: string) =>
      enqueue(async (): Promise<CartResult> => {
        const line = linesRef.current.find((l) => sameLine(l, productId, size));
        if (!line || line.units <= 1) return { ok: true };
        return setUnits(line, line.units - 1);
      }),
    [enqueue, setUnits],
  );

  const remove = useCallback(
    (productId: number, size: string) => {
      const key = lineKey(productId, size);
      setRemoving((current) => new Set(current).add(key));
      return enqueue(async (): Promise<CartResult> => {
        const rest = linesRef.current.filter((l) => !sameLine(l, productId, size));
        if (mode.current === 'guest') {
          writeGuestCart(rest, cards.current);
          setLines(rest);
          return { ok: true };
        }
        const answer = await (await serverCartCalls()).remove(productId, size);
        if (!answer.ok) return failed(answer, 'Error deleting product from API');
        setLines(answer.lines);
        return { ok: true };
      }).finally(() =>
        setRemoving((current) => {
          const next = new Set(current);
          next.delete(key);
          return next;
        }),
      );
    },
    [enqueue, setLines, failed],
  );

  const clear = useCallback(
    () =>
      enqueue(async () => {
        if (mode.current === 'server') {
          const answer = await (await serverCartCalls()).clear();
          if (!answer.ok) {
            failed(answer, 'Error saving cart to API');
            return;
          }
        }
        deleteCookie(CART_COOKIE);
        setLines([]);
      }),
    [enqueue, setLines, failed],
  );

  const api = useMemo<CartApi>(
    () => ({
      ready,
      lines,
      count: lines.length,
      error,
      reload,
      add,
      increment,
      decrement,
      remove,
      clear,
      isRemoving: (productId, size) => removing.has(lineKey(productId, size)),
    }),
    [ready, lines, error, reload, add, increment, decrement, remove, clear, removing],
  );
  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}

import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BackendAnswer } from '@/modules/cart/backend-answer';
import type { CartBackend } from '@/modules/cart/cart-backend';
import type { CartLine } from '@/modules/cart/cart-line';
import type { CartSave } from '@/modules/cart/cart-reducer';
import { createCartStore } from './cart-store';

const line = (productId: number, units: number, stock = 10): CartLine => ({
  productId,
  slug: `p-${productId}`,
  name: `Product ${productId}`,
  image: '',
  category: '',
  size: '',
  colour: '',
  price: 100,
  originalPrice: 150,
  deliveryCharge: 0,
  units,
  stock,
});

/** A server backend whose answers the test releases one by one, recording what was sent. */
function fakeServer(initial: CartLine[]) {
  let stored = initial;
  const sent: CartSave[] = [];
  const pending: (() => void)[] = [];
  const answer = (result: () => BackendAnswer) => new Promise<BackendAnswer>((resolve) => pending.push(() => resolve(result())));
  const backend: CartBackend = {
    kind: 'server',
    load: () => answer(() => ({ ok: true, lines: stored })),
    save(save, next) {
      sent.push(save);
      return answer(() => {
        stored = next;
        return { ok: true, lines: stored };
      });
    },
  };
  const flush = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };
  return {
    backend,
    sent,
    /** Answers the oldest waiting call. */
    async next() {
      await flush();
      const resolve = pending.shift();
      if (!resolve) throw new Error('no call is waiting');
      resolve();
      await flush();
    },
    waiting: async () => {
      await flush();
      return pending.length;
    },
  };
}

describe('the cart store', () => {
  // How a change is made loads with the first one (a dynamic import): loaded here, each test sees only its own calls.
  beforeAll(() => import('./cart-change'));

  it('runs a change asked for before the cart has loaded after the load', async () => {
    const server = fakeServer([line(1, 1)]);
    const store = createCartStore({ onSessionEnded: () => {}, backendFor: () => server.backend });
    const added = store.change({ type: 'increment', productId: 1, size: '' });
    store.open('user:a');
    expect(await server.waiting()).toBe(1); // the load only
    await server.next();
    expect(store.getState().ready).toBe(true);
    expect(server.sent).toHaveLength(1); // planned from the loaded line
    await server.next();
    await expect(added).resolves.toEqual({ ok: true });
    expect(server.sent).toEqual([{ type: 'lines', lines: [expect.objectContaining({ units: 2 })] }]);
  });

  it('plans each change from the answer to the one before: two quick presses of + send 2, then 3', async () => {
    const server = fakeServer([line(1, 1)]);
    const store = createCartStore({ onSessionEnded: () => {}, backendFor: () => server.backend });
    store.open('user:a');
    await server.next();
    const first = store.change({ type: 'increment', productId: 1, size: '' });
    const second = store.change({ type: 'increment', productId: 1, size: '' });
    expect(await server.waiting()).toBe(1); // the second waits for the first's answer
    expect(store.getState().lines[0]!.units).toBe(2); // shown at once
    await server.next();
    await server.next();
    await expect(Promise.all([first, second])).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(server.sent.map((save) => save.type === 'lines' && save.lines[0]!.units)).toEqual([2, 3]);
    expect(store.getState().lines[0]!.units).toBe(3);
  });

  it('puts the lines back when the server refuses a change, and reads the session again on a 401', async () => {
    const onSessionEnded = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const backend: CartBackend = {
      kind: 'server',
      load: async () => ({ ok: true, lines: [line(1, 1)] }),
      save: async () => ({ ok: false, status: 401, message: 'Session expired. Please log in again.' }),
    };
    const store = createCartStore({ onSessionEnded, backendFor: () => backend });
    store.open('user:a');
    const result = await store.change({ type: 'increment', productId: 1, size: '' });
    expect(result).toEqual({ ok: false, message: 'Session expired. Please log in again.' });
    expect(store.getState().lines[0]!.units).toBe(1);
    expect(onSessionEnded).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledWith('Error saving cart to API', 401, 'Session expired. Please log in again.');
    error.mockRestore();
  });

  it('stores a change made before sign-in where it was made, then reads the shopper’s cart', async () => {
    const calls: string[] = [];
    const backendFor = (owner: string): CartBackend => ({
      kind: owner === 'guest' ? 'guest' : 'server',
      load: async () => {
        calls.push(`load ${owner}`);
        return { ok: true, lines: owner === 'guest' ? [line(1, 1)] : [line(1, 5)] };
      },
      save: async (save, next) => {
        calls.push(`save ${owner}`);
        return { ok: true, lines: next };
      },
    });
    const store = createCartStore({ onSessionEnded: () => {}, backendFor });
    store.open('guest');
    const change = store.change({ type: 'increment', productId: 1, size: '' });
    store.open('user:a');
    await change;
    await vi.waitFor(() => expect(store.getState()).toMatchObject({ owner: 'user:a', ready: true }));
    expect(calls).toEqual(['load guest', 'save guest', 'load user:a']);
    expect(store.getState().lines[0]!.units).toBe(5);
  });

  it('marks a line while its removal is saved', async () => {
    const server = fakeServer([line(1, 1), line(2, 1)]);
    const store = createCartStore({ onSessionEnded: () => {}, backendFor: () => server.backend });
    store.open('user:a');
    await server.next();
    const removed = store.change({ type: 'remove', productId: 2, size: '' });
    expect(store.getState().removing).toEqual(['2|']);
    await server.next();
    await removed;
    expect(store.getState()).toMatchObject({ removing: [], lines: [{ productId: 1 }] });
  });

  it('shows a failed load with its message and no lines', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const backend: CartBackend = {
      kind: 'server',
      load: async () => ({ ok: false, status: 500, message: 'boom' }),
      save: async () => ({ ok: true, lines: [] }),
    };
    const store = createCartStore({ onSessionEnded: () => {}, backendFor: () => backend });
    store.open('user:a');
    await vi.waitFor(() => expect(store.getState().ready).toBe(true));
    expect(store.getState()).toMatchObject({ lines: [], error: 'Failed to fetch cart items from the API' });
    error.mockRestore();
  });
});

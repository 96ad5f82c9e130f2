'use client';

import Link from '@/components/ui/link';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useHeaderHeight } from './use-header-height';
import clsx from 'clsx';

/** Toasts last 3 seconds (spec section 9) and slide in over 0.3 s. */
export const TOAST_MS = 3000;
const TOAST_GAP_PX = 8;

export interface ToastInput {
  message: string;
  /** Image URL shown beside the message (a product photo). */
  image?: string;
  action?: { label: string; href: string };
  tone?: 'success' | 'error' | 'info';
  /**
   * What the toast is about (one product's purchase, say): a new toast on a topic replaces the one before it, so
   * 'Please select a size before proceeding!' never stays stacked above the 'Added to cart' that answers it.
   */
  topic?: string;
}

/** The topic of one product's toasts (its size prompt, cart and wishlist answers), wherever they are shown. */
export const productTopic = (productId: number) => `product-${productId}`;

interface ToastEntry extends ToastInput {
  id: number;
}

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** Shows a toast at the top right: `const toast = useToast(); toast({ message: 'Moved to Cart' })`. */
export function useToast(): (toast: ToastInput) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast() outside ToastProvider');
  return show;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const headerHeight = useHeaderHeight();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const show = useCallback((toast: ToastInput) => {
    const id = nextId.current++;
    setToasts((current) => [...current.filter((t) => !toast.topic || t.topic !== toast.topic).slice(-2), { ...toast, id }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((current) => current.filter((t) => t.id !== id));
    }, TOAST_MS);
    timers.current.add(timer);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {/* Top right, below the sticky header: its Wishlist and Cart counts stay in sight while a toast shows. */}
      <div
        aria-live="polite"
        role="status"
        data-testid="toasts"
        style={{ top: headerHeight ? headerHeight + TOAST_GAP_PX : 16 }}
        className="pointer-events-none fixed right-4 z-[100] flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            data-testid="toast"
            className={clsx(
              'pointer-events-auto flex animate-[toast-in_0.3s_ease-out] items-center gap-3 rounded-lg border bg-white p-3 text-sm text-gray-900 shadow-lg',
              toast.tone === 'error' ? 'border-red-300' : 'border-gray-200',
            )}
          >
            {toast.image && <img src={toast.image} alt="" width={48} height={48} className="h-12 w-12 rounded object-cover" />}
            <p className="flex-1">{toast.message}</p>
            {toast.action && (
              <Link href={toast.action.href} className="font-semibold text-shop-primary underline underline-offset-2">
                {toast.action.label}
              </Link>
            )}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

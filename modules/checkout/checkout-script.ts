/** Razorpay's Checkout API as the storefront uses it (the offline test gateway's script offers the same). */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayFailure {
  error: { code?: string; description?: string; reason?: string; metadata?: { order_id?: string; payment_id?: string } };
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: 'INR';
  order_id: string;
  name: string;
  description: string;
  image?: string;
  prefill: { name?: string; email?: string; contact?: string };
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayCheckout {
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
  open(): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayCheckout;
  }
}

export const SCRIPT_FAILED_MESSAGE = 'Razorpay SDK failed to load. Are you online?';

const loading = new Map<string, Promise<boolean>>();

/** Loads the checkout script once (Razorpay's, or the platform's test gateway); false when it cannot load. */
export function loadCheckoutScript(src: string): Promise<boolean> {
  if (typeof window.Razorpay === 'function') return Promise.resolve(true);
  const pending = loading.get(src);
  if (pending) return pending;
  const promise = new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve(typeof window.Razorpay === 'function');
    script.onerror = () => {
      script.remove();
      loading.delete(src);
      resolve(false);
    };
    document.body.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

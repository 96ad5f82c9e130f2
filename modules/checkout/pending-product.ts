/** Buy Now as a guest keeps the product id in localStorage 'productID' until the checkout has it. */
export const PENDING_PRODUCT_KEY = 'productID';

export function readPendingProduct(): string | null {
  try {
    const value = localStorage.getItem(PENDING_PRODUCT_KEY);
    return value && /^[0-9]{1,10}$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

export function clearPendingProduct(): void {
  try {
    localStorage.removeItem(PENDING_PRODUCT_KEY);
  } catch {
    // Storage may be unavailable (private mode): nothing to clear.
  }
}

import { storeCall, type StoreResult } from '@/lib/store/browser';
import type { PincodeCheck } from './pincode-check';

/** The storefront's handler for Check_Pincode. */
export const PINCODE_CHECK_PATH = '/store/delivery';

/**
 * What the platform says of a PIN code (for a product, when one is named), asked once per page visit: the product
 * page's widget, the cart's and the address form share answers. A refusal (a PIN code that does not exist) is kept
 * too; a failure (network, server) is asked again next time.
 */
const answers = new Map<string, Promise<StoreResult<PincodeCheck>>>();

export function checkPincode(pincode: string, product?: string): Promise<StoreResult<PincodeCheck>> {
  const query = new URLSearchParams({ pincode, ...(product ? { product } : {}) });
  const key = query.toString();
  let answer = answers.get(key);
  if (!answer) {
    answer = storeCall<PincodeCheck>(`${PINCODE_CHECK_PATH}?${key}`);
    answers.set(key, answer);
    void answer.then((result) => {
      if (!result.ok && (result.status === 0 || result.status >= 500)) answers.delete(key);
    });
  }
  return answer;
}

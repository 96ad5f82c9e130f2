'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { shopperQueryKeys, useShopperQueries } from '@/components/state/shopper-queries';
import { captchaMatches, type IssuedCaptcha } from '@/modules/checkout/captcha';
import { storeData, type StoreError } from '@/lib/store/browser';
import { CAPTCHA_FAILED_MESSAGE } from '@/lib/store/messages';

export interface CodCaptchaState {
  /** The code the platform issued; null while one is on its way. */
  challenge: IssuedCaptcha | null;
  typed: string;
  error: string;
  type: (value: string) => void;
  /** A new code (the refresh button). */
  refresh: () => void;
  /** Shows `message` by the captcha and asks for a new code (a wrong or spent code). */
  reject: (message: string) => void;
  /** Whether the typed code is the one shown: the browser's instant check, before the platform's own. */
  matches: () => boolean;
}

/**
 * The COD captcha of the checkout: a code issued by the platform (through /store/checkout/captcha) once `enabled`
 * ([host, shopper, 'checkout', 'captcha']), the shopper's typing, and the message shown by it. A new code is asked
 * for only by refresh and reject (a newer request supersedes one still on its way), never behind the shopper's back;
 * a load that failed is tried again with the shop's backoff, and when the browser is back online. Not kept once
 * the shopper leaves the checkout (gcTime 0): each visit gets its own code.
 */
export function useCodCaptcha(enabled: boolean): CodCaptchaState {
  const shopper = useShopperQueries();
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState('');
  // The load failure the shopper has moved past (typed or refreshed since), by when it happened.
  const [dismissed, setDismissed] = useState(0);
  const query = useQuery<IssuedCaptcha, StoreError>({
    queryKey: shopperQueryKeys.captcha(shopper.key),
    queryFn: () => storeData<IssuedCaptcha>('/store/checkout/captcha', { body: {} }),
    enabled: enabled && shopper.enabled,
    staleTime: Infinity,
    gcTime: 0,
  });

  const loadFailed = query.isError && query.errorUpdatedAt !== dismissed;
  const error = loadFailed ? query.error.message || CAPTCHA_FAILED_MESSAGE : message;
  const challenge = query.isSuccess && !query.isFetching ? query.data : null;

  function reload() {
    setTyped('');
    void query.refetch();
  }

  return {
    challenge,
    typed,
    error,
    type: (value) => {
      setTyped(value);
      setMessage('');
      setDismissed(query.errorUpdatedAt);
    },
    refresh: () => {
      setMessage('');
      setDismissed(query.errorUpdatedAt);
      reload();
    },
    reject: (rejection) => {
      setMessage(rejection);
      setDismissed(query.errorUpdatedAt);
      reload();
    },
    matches: () => captchaMatches(typed, challenge?.code ?? ''),
  };
}

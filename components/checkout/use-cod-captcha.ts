'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { captchaMatches, type IssuedCaptcha } from '@/lib/checkout/captcha';
import { storeCall } from '@/lib/store/browser';
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
 * The COD captcha of the checkout: a code issued by the platform (through /store/checkout/captcha) once `enabled`,
 * the shopper's typing, and the message shown by it. A newer request supersedes an older one still on its way.
 */
export function useCodCaptcha(enabled: boolean): CodCaptchaState {
  const [challenge, setChallenge] = useState<IssuedCaptcha | null>(null);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState('');
  const latest = useRef(0);

  const load = useCallback(async () => {
    const request = ++latest.current;
    setChallenge(null);
    setTyped('');
    const result = await storeCall<IssuedCaptcha>('/store/checkout/captcha', { body: {} });
    if (request !== latest.current) return;
    if (result.ok) setChallenge(result.data);
    else setError(result.message || CAPTCHA_FAILED_MESSAGE);
  }, []);

  useEffect(() => {
    if (enabled && latest.current === 0) void load();
  }, [enabled, load]);

  return {
    challenge,
    typed,
    error,
    type: (value) => {
      setTyped(value);
      setError('');
    },
    refresh: () => {
      setError('');
      void load();
    },
    reject: (message) => {
      setError(message);
      void load();
    },
    matches: () => captchaMatches(typed, challenge?.code ?? ''),
  };
}

'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useLocalizedPath } from '@/components/ui/locale-context';
import { useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { AuthCard } from './auth-card';
import { primaryButtonClass } from '@/components/ui/form-field';

const LENGTH = 6;

/** Six boxes, one digit each; verification is simulated (0.5 s, always succeeds) and leads to /AccountVerifiedCard. */
export function VerificationCode({ destination, onBack }: { destination: string; onBack: () => void }) {
  const router = useRouter();
  const t = useTranslations('Auth.code');
  const localized = useLocalizedPath();
  const [digits, setDigits] = useState<string[]>(() => Array(LENGTH).fill(''));
  const [verifying, setVerifying] = useState(false);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  function verify() {
    if (verifying) return;
    setVerifying(true);
    setTimeout(() => router.push(localized('/AccountVerifiedCard')), 500);
  }

  function change(index: number, raw: string) {
    const digit = raw.replace(/\D/g, '').slice(-1);
    const next = digits.map((d, i) => (i === index ? digit : d));
    setDigits(next);
    if (!digit) return;
    if (index < LENGTH - 1) boxes.current[index + 1]?.focus();
    else verify();
  }

  function keyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      boxes.current[index - 1]?.focus();
    }
  }

  function paste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, LENGTH);
    if (!pasted) return;
    event.preventDefault();
    const next = Array.from({ length: LENGTH }, (_, i) => pasted[i] ?? '');
    setDigits(next);
    boxes.current[Math.min(pasted.length, LENGTH - 1)]?.focus();
    if (pasted.length === LENGTH) verify();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    verify();
  }

  return (
    <AuthCard
      title={t('title')}
      subtitle={
        destination
          ? t.rich('sentTo', { destination, strong: (chunks) => <strong className="text-gray-900">{chunks}</strong> })
          : t.rich('sentToYou', { strong: (chunks) => <strong className="text-gray-900">{chunks}</strong> })
      }
    >
      <form onSubmit={submit} className="space-y-5">
        <fieldset>
          <legend className="sr-only">{t('legend')}</legend>
          <div className="flex justify-center gap-2">
            {digits.map((digit, i) => (
              <input
                key={i}
                ref={(el) => {
                  boxes.current[i] = el;
                }}
                aria-label={t('digit', { number: i + 1 })}
                inputMode="numeric"
                autoComplete={i === 0 ? 'one-time-code' : 'off'}
                maxLength={2}
                value={digit}
                onChange={(e) => change(i, e.target.value)}
                onKeyDown={(e) => keyDown(i, e)}
                onPaste={paste}
                className="h-12 w-11 rounded-lg border border-gray-300 text-center text-xl font-semibold focus:border-shop-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-shop-primary/40"
              />
            ))}
          </div>
        </fieldset>
        <button type="submit" disabled={verifying} className={primaryButtonClass}>
          {verifying ? t('verifying') : t('verify')}
        </button>
        <div className="flex justify-between text-sm">
          <button type="button" onClick={onBack} className="min-h-11 font-semibold text-gray-600 hover:text-gray-900">
            {t('changeDetails')}
          </button>
          <button
            type="button"
            onClick={() => console.info('Verification code resent to', destination)}
            className="min-h-11 font-semibold text-shop-primary"
          >
            {t('resend')}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}

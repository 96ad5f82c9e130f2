'use client';

import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

export const inputClass =
  'block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-gray-900 placeholder:text-gray-400 focus:border-shop-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-shop-primary/40 aria-[invalid=true]:border-red-500';

/** A labelled input with its error under it (announced through aria-describedby). */
export function FormField({ label, error, hint, className, ...input }: FieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClass} {...input} />
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** The Show/Hide toggle's words (a Hindi page gives its own); English by default. */
export interface PasswordToggleTexts {
  show: string;
  hide: string;
  /** The toggle's accessible names, which say which field it shows. */
  showField: string;
  hideField: string;
}

/** A password input with a Show/Hide toggle. */
export function PasswordField({ label, error, hint, className, toggleTexts, ...input }: FieldProps & { toggleTexts?: PasswordToggleTexts }) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} pr-20`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={
            toggleTexts
              ? visible
                ? toggleTexts.hideField
                : toggleTexts.showField
              : visible
                ? `Hide ${label.toLowerCase()}`
                : `Show ${label.toLowerCase()}`
          }
          className="absolute inset-y-1 right-1 min-w-16 rounded-md px-3 text-sm font-semibold text-shop-primary hover:bg-gray-100 focus-visible:outline-2"
        >
          {visible ? (toggleTexts?.hide ?? 'Hide') : (toggleTexts?.show ?? 'Show')}
        </button>
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success' | 'info'; children: ReactNode }) {
  const styles = {
    error: 'border-red-200 bg-red-50 text-red-800',
    success: 'border-green-200 bg-green-50 text-green-800',
    info: 'border-sky-200 bg-sky-50 text-sky-900',
  }[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-3 py-2.5 text-sm ${styles}`}>
      {children}
    </div>
  );
}

const buttonBase =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg px-4 py-2.5 font-semibold text-white shadow-sm transition hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

/** For an action that cannot be undone (cancelling an order item). */
export const dangerButtonClass = `${buttonBase} bg-red-600 focus-visible:outline-red-600`;

export const primaryButtonClass =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-shop-primary px-4 py-2.5 font-semibold text-white shadow-sm transition hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary disabled:cursor-not-allowed disabled:opacity-60';

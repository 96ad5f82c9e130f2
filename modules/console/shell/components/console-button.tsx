import clsx from 'clsx';
import type { ButtonHTMLAttributes } from 'react';

type Tone = 'primary' | 'secondary' | 'danger';

const TONES: Record<Tone, string> = {
  primary: 'bg-indigo-700 text-white hover:bg-indigo-800 disabled:bg-indigo-400',
  secondary: 'border border-gray-300 bg-white text-gray-900 hover:bg-gray-50 disabled:text-gray-400',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-400',
};

/** The console's button: at least 44 px tall (thumbs), a visible focus ring. */
export function ConsoleButton({ tone = 'primary', className, ...button }: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: Tone }) {
  return (
    <button
      type="button"
      className={clsx(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed',
        TONES[tone],
        className,
      )}
      {...button}
    />
  );
}

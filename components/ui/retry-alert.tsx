'use client';

import { FormAlert } from './form-field';

/**
 * A read that failed: its message and, where trying again can help (not once the session is over), a Retry that
 * fetches it again.
 */
export function RetryAlert({
  message,
  onRetry,
  retrying = false,
  texts,
}: {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
  /** The button's words in the page's language; English by default. */
  texts?: { retry: string; retrying: string };
}) {
  return (
    <FormAlert>
      <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span>{message}</span>
        {onRetry && (
          <button
            type="button"
            onClick={onRetry}
            disabled={retrying}
            className="-my-1.5 min-h-11 rounded-lg px-3 font-semibold underline underline-offset-2 hover:bg-red-100 focus-visible:outline-2 disabled:opacity-60"
          >
            {retrying ? (texts?.retrying ?? 'Retrying...') : (texts?.retry ?? 'Retry')}
          </button>
        )}
      </span>
    </FormAlert>
  );
}

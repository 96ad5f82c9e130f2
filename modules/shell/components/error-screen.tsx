'use client';

import { useEffect } from 'react';

/** 'Something went wrong.' with a way to try again (error boundaries, spec section 2). */
export function ErrorScreen({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" data-testid="error-screen">
      <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">Something went wrong.</h1>
      <p className="mt-3 text-gray-600">Please try again. If it keeps happening, come back in a little while.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={retry}
          className="inline-flex min-h-11 items-center rounded-lg bg-shop-primary px-6 text-sm font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary"
        >
          Try again
        </button>
        {/* A full page load: the failed tree may be what a client navigation would reuse. */}
        <a
          href="/"
          className="inline-flex min-h-11 items-center rounded-lg border border-gray-300 bg-white px-6 text-sm font-semibold text-gray-800 hover:border-shop-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary"
        >
          Go to Home
        </a>
      </div>
    </div>
  );
}

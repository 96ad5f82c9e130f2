'use client';

import './globals.css';
import { ErrorScreen } from '@/modules/shell/components/error-screen';

/** When even the layouts fail: its own document, with the default theme. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en-IN">
      <body>
        <title>Something went wrong.</title>
        <main id="main">
          <ErrorScreen error={error} retry={retry} />
        </main>
      </body>
    </html>
  );
}

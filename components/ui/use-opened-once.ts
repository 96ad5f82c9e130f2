'use client';

import { useState } from 'react';

/**
 * True from the first time `open` is true. A dialog loaded lazily on first open stays mounted after that, so
 * closing it runs the native close (focus back to the opener) instead of tearing it out of the page.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

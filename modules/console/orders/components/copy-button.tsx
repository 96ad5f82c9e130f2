'use client';

import { useState } from 'react';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';

/** Copies a text (an address) to the clipboard and says so; where the clipboard is refused, says that instead. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [said, setSaid] = useState('');
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setSaid('Copied.');
    } catch {
      setSaid('Could not copy: select the text and copy it.');
    }
  }
  return (
    <span className="inline-flex items-center gap-2">
      <ConsoleButton tone="secondary" onClick={() => void copy()}>
        {label}
      </ConsoleButton>
      <span role="status" className="text-sm text-gray-700">
        {said}
      </span>
    </span>
  );
}

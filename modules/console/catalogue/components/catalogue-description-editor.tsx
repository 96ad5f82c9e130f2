'use client';

import { useEffect, useRef } from 'react';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';

interface Props {
  id: string;
  /** The saved HTML (already sanitised by the platform). */
  initial: string;
  onChange: (html: string) => void;
  error?: string;
}

const COMMANDS = [
  { command: 'bold', label: 'Bold', text: 'B' },
  { command: 'italic', label: 'Italic', text: 'I' },
  { command: 'insertUnorderedList', label: 'Bulleted list', text: '• List' },
  { command: 'formatBlock:h3', label: 'Heading', text: 'Heading' },
  { command: 'formatBlock:p', label: 'Paragraph', text: 'Text' },
] as const;

/**
 * The description as rich text: paragraphs, a heading, bold, italic and lists. What the editor gives is only a draft:
 * the platform sanitises it the way the product page does, and the form shows what was saved.
 */
export function CatalogueDescriptionEditor({ id, initial, onChange, error }: Props) {
  const editor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Set once: React must not own the editable content, or each keystroke would move the caret.
    if (editor.current) editor.current.innerHTML = initial;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function run(command: string) {
    const [name, value] = command.split(':');
    editor.current?.focus();
    // execCommand is deprecated but it is still the one editing command every browser implements.
    document.execCommand(name!, false, value);
    onChange(editor.current?.innerHTML ?? '');
  }

  return (
    <div>
      <p id={`${id}-label`} className="mb-1 block text-sm font-medium text-gray-800">
        Description
      </p>
      <div
        role="toolbar"
        aria-label="Description formatting"
        className="flex flex-wrap gap-1 rounded-t-lg border border-b-0 border-gray-300 bg-gray-50 p-1"
      >
        {COMMANDS.map((item) => (
          <ConsoleButton
            key={item.command}
            tone="secondary"
            className="min-h-9 px-2 py-1 text-xs"
            aria-label={item.label}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(item.command)}
          >
            {item.text}
          </ConsoleButton>
        ))}
      </div>
      <div
        id={id}
        ref={editor}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        contentEditable
        suppressContentEditableWarning
        tabIndex={0}
        onInput={() => onChange(editor.current?.innerHTML ?? '')}
        className="min-h-32 rounded-b-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-indigo-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500/40 [&_h3]:text-base [&_h3]:font-semibold [&_ul]:list-disc [&_ul]:pl-5"
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

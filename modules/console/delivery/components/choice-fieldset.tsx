import clsx from 'clsx';
import type { ReactNode } from 'react';

/**
 * A group of choices (radios or checkboxes) under its legend, with the platform's refusal below it: id and test id
 * `<id>-error`, announced through aria-describedby after the ids in `describedBy`.
 */
export function ChoiceFieldset({
  id,
  legend,
  error,
  describedBy,
  children,
}: {
  id: string;
  legend: string;
  error: string | null;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <fieldset aria-describedby={clsx(describedBy, error && `${id}-error`) || undefined}>
      <legend className="mb-2 block text-sm font-medium text-gray-800">{legend}</legend>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

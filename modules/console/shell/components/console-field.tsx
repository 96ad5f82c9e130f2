import clsx from 'clsx';
import type { ReactNode } from 'react';

/**
 * A console form's label, its field and its note or refusal (announced through aria-describedby); the field is given
 * the ids to describe itself by.
 */
export function ConsoleField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: string | null;
  hint?: ReactNode;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const describedBy = clsx(hint && `${id}-hint`, error && `${id}-error`) || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

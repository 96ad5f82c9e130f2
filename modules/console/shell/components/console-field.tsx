import clsx from 'clsx';
import type { ReactNode } from 'react';

/**
 * A console form's label, its field and its note or refusal (announced through aria-describedby): `children` gets
 * the ids to describe the field by. The refusal has the test id `<id>-error`.
 */
export function ConsoleField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error: string | null;
  hint?: ReactNode;
  className?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const describedBy = clsx(hint && `${id}-hint`, error && `${id}-error`) || undefined;
  return (
    <div className={className}>
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

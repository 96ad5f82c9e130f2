'use client';

import clsx from 'clsx';
import { inputClass } from '@/components/ui/form-field';
import { ConsoleField } from '@/modules/console/shell/components/console-field';

/** A list of PIN codes (or 3-digit areas), one a line, with its note and the platform's refusal. */
export function PincodeListField({
  id,
  name,
  label,
  hint,
  error,
  value,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  error: string | null;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <ConsoleField id={id} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <textarea
          id={id}
          name={name}
          rows={3}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode="numeric"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(inputClass, 'font-mono text-sm sm:max-w-sm')}
        />
      )}
    </ConsoleField>
  );
}

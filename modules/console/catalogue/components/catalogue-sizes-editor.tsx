'use client';

import clsx from 'clsx';
import { inputClass } from '@/components/ui/form-field';
import { SIZES_MAX } from '@/platform/catalogue/contract/console-catalogue';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';

/** A size as typed: the stock stays text until the platform reads it, so a typo is its message, not a lost keystroke. */
export interface TypedSize {
  key: number;
  size: string;
  stock: string;
}

interface Props {
  sizes: TypedSize[];
  onChange: (sizes: TypedSize[]) => void;
  /** The platform's refusal by field: 'sizes', 'sizes.1.size', 'sizes.0.stock'. */
  errorOf: (field: string) => string | undefined;
}

/** Sizes with their stock; an unsized product keeps one row with the size left empty. */
export function CatalogueSizesEditor({ sizes, onChange, errorOf }: Props) {
  const change = (key: number, patch: Partial<TypedSize>) => onChange(sizes.map((size) => (size.key === key ? { ...size, ...patch } : size)));
  const listError = errorOf('sizes');
  return (
    <fieldset className="space-y-2" aria-describedby={listError ? 'product-sizes-error' : undefined}>
      <legend className="text-sm font-medium text-gray-800">Sizes and stock</legend>
      <p className="text-xs text-gray-600">One row per size (S, M, 32, Free size…). For a product without sizes, leave the size empty.</p>
      <ul className="space-y-2">
        {sizes.map((size, index) => {
          const sizeError = errorOf(`sizes.${index}.size`);
          const stockError = errorOf(`sizes.${index}.stock`);
          return (
            <li key={size.key}>
              <div className="flex items-end gap-2">
                <div className="w-24 shrink-0">
                  <label htmlFor={`size-${size.key}`} className="mb-0.5 block text-xs text-gray-700">
                    Size {index + 1}
                  </label>
                  <input
                    id={`size-${size.key}`}
                    value={size.size}
                    maxLength={30}
                    onChange={(event) => change(size.key, { size: event.target.value })}
                    aria-invalid={sizeError ? true : undefined}
                    className={inputClass}
                  />
                </div>
                <div className="w-24 shrink-0">
                  <label htmlFor={`stock-${size.key}`} className="mb-0.5 block text-xs text-gray-700">
                    Stock {index + 1}
                  </label>
                  <input
                    id={`stock-${size.key}`}
                    value={size.stock}
                    inputMode="numeric"
                    autoComplete="off"
                    onChange={(event) => change(size.key, { stock: event.target.value })}
                    aria-invalid={stockError ? true : undefined}
                    className={inputClass}
                  />
                </div>
                <ConsoleButton
                  tone="secondary"
                  className="px-3"
                  disabled={sizes.length === 1}
                  onClick={() => onChange(sizes.filter((other) => other.key !== size.key))}
                  aria-label={`Remove size ${index + 1}${size.size ? ` (${size.size})` : ''}`}
                >
                  Remove
                </ConsoleButton>
              </div>
              {(sizeError || stockError) && <p className="mt-1 text-sm text-red-700">{sizeError ?? stockError}</p>}
            </li>
          );
        })}
      </ul>
      <ConsoleButton
        tone="secondary"
        disabled={sizes.length >= SIZES_MAX}
        onClick={() => onChange([...sizes, { key: Math.max(0, ...sizes.map((size) => size.key)) + 1, size: '', stock: '0' }])}
      >
        Add size
      </ConsoleButton>
      {listError && (
        <p id="product-sizes-error" className={clsx('text-sm text-red-700')}>
          {listError}
        </p>
      )}
    </fieldset>
  );
}

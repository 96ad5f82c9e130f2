'use client';

import clsx from 'clsx';
import { startTransition, useActionState, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_MAX_LABEL, UPLOAD_TOO_LARGE } from '@/platform/shared/contract/upload-limits';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';

type UploadAction = (previous: ConsoleActionResult | null, form: FormData) => Promise<ConsoleActionResult>;

interface Props {
  action: UploadAction;
  /** The file input's label ('Logo'). */
  label: string;
  hint: string;
  submitLabel: string;
  /** The picture saved now (a path under /uploads), shown until another file is chosen. */
  current?: string;
  currentAlt?: string;
  /** The preview's box: its size and background. */
  previewClassName: string;
  /** More fields sent with the file (a banner's words, link and days), given the platform's refusal of one of them. */
  children?: (refusal: { field?: string; message: string } | null) => ReactNode;
  /** Whether the platform's refusal is shown under one of those fields (the status line then only announces it). */
  showsField?: (field: string | undefined) => boolean;
  testId?: string;
}

/**
 * A picture upload: the file input (checked for size here, so a 20 MB file is refused before it is sent), a
 * preview of the chosen file beside the saved one, and the platform's answer in a live region.
 */
export function BrandingUploadForm({
  action,
  label,
  hint,
  submitLabel,
  current,
  currentAlt = '',
  previewClassName,
  children,
  showsField = () => false,
  testId,
}: Props) {
  const [state, formAction, pending] = useActionState<ConsoleActionResult | null, FormData>(action, null);
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  // Emptied once saved; a refusal of another field keeps the chosen file, so fixing that field (a banner's link)
  // needs no second pick; a refused file goes.
  useEffect(() => {
    if (state?.ok) formRef.current?.reset();
    else if (state && (state.field === 'file' || !state.field) && fileRef.current) fileRef.current.value = '';
  }, [state]);
  // What was chosen since the last answer; an answer makes it stale.
  const [chosen, setChosen] = useState<{ url: string; error: string | null; after: ConsoleActionResult | null } | null>(null);
  const id = useId();
  const fresh = chosen && chosen.after === state ? chosen : null;
  const refusal = state && !state.ok ? state : null;
  const fileError = fresh?.error ?? (!fresh && refusal?.field === 'file' ? refusal.message : null);
  const otherRefusal = !fresh && refusal && refusal.field !== 'file' ? refusal : null;
  // The chosen file stays in the input until it is saved: so does its preview.
  const kept = chosen && (chosen.after === state || (state && !state.ok && state.field && state.field !== 'file')) ? chosen : null;
  const shown = kept?.url || current;

  function choose(file: File | undefined) {
    if (chosen?.url) URL.revokeObjectURL(chosen.url);
    if (!file) return setChosen(null);
    if (file.size > UPLOAD_MAX_BYTES) return setChosen({ url: '', error: UPLOAD_TOO_LARGE, after: state });
    setChosen({ url: URL.createObjectURL(file), error: null, after: state });
  }

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={(event) => {
        // Sent by hand: a form action would reset the form, the chosen file with it, even when the upload is refused.
        event.preventDefault();
        if (fresh?.error) return;
        const data = new FormData(event.currentTarget);
        startTransition(() => formAction(data));
      }}
      className="space-y-3"
      data-testid={testId}
    >
      <div className={clsx('flex items-center justify-center overflow-hidden rounded-lg border border-gray-200', previewClassName)}>
        {shown ? (
          <img src={shown} alt={kept?.url ? `Chosen file (not saved yet)` : currentAlt} className="max-h-full max-w-full object-contain" />
        ) : (
          <span className="text-sm text-gray-700">No picture yet</span>
        )}
      </div>
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
          {label}
        </label>
        <input
          ref={fileRef}
          id={id}
          name="file"
          type="file"
          accept={UPLOAD_ACCEPT}
          required
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${id}-hint${fileError ? ` ${id}-error` : ''}`}
          onChange={(event) => choose(event.target.files?.[0])}
          className="block w-full text-sm text-gray-700 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-4 file:py-2 file:text-sm file:font-semibold file:text-gray-900 hover:file:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint} PNG, JPEG, WebP or SVG, at most {UPLOAD_MAX_LABEL}.
        </p>
        {fileError && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {fileError}
          </p>
        )}
      </div>
      {children?.(otherRefusal)}
      <div className="flex flex-wrap items-center gap-3">
        <ConsoleButton type="submit" disabled={pending || Boolean(fresh?.error)}>
          {pending ? 'Uploading…' : submitLabel}
        </ConsoleButton>
        <p
          role="status"
          className={clsx('text-sm', state?.ok ? 'text-green-800' : 'text-red-700', otherRefusal && showsField(otherRefusal.field) && 'sr-only')}
        >
          {!fresh && state ? (state.ok ? state.message : otherRefusal ? otherRefusal.message : '') : ''}
        </p>
      </div>
    </form>
  );
}

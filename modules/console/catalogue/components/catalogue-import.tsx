'use client';

import { useEffect, useRef, useState } from 'react';
import { uploadCataloguePictureAction } from '@/modules/console/catalogue/catalogue-actions';
import { sendWithProgress } from '@/modules/console/shell/send-with-progress';
import { CSV_IMPORT_MAX_BYTES, CSV_IMPORT_TOO_LARGE, UPLOAD_MAX_BYTES, UPLOAD_MAX_LABEL } from '@/platform/shared/contract/upload-limits';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';
import { CatalogueImportReport, type ImportAnswer } from './catalogue-import-report';

type Phase = { kind: 'idle' } | { kind: 'busy'; label: string; share: number | null } | { kind: 'done'; answer: ImportAnswer; checked: boolean };

/**
 * The CSV import in two steps: a dry run (every row checked, nothing written; what changes and what changed since
 * the export listed) and then applying it, all or nothing but for products changed since the file was exported.
 * Pictures chosen with the file are uploaded first; the images column may name them by their file names.
 */
export function CatalogueImport() {
  const [csv, setCsv] = useState<File | null>(null);
  const [pictures, setPictures] = useState<File[]>([]);
  const [pictureNames, setPictureNames] = useState<Record<string, string>>({});
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [started, setStarted] = useState(0);
  const [elapsed, setElapsed] = useState(0);
  const result = useRef<HTMLDivElement>(null);
  const busy = phase.kind === 'busy';

  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => setElapsed(Math.round((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [busy, started]);

  useEffect(() => {
    if (phase.kind === 'done') result.current?.focus();
  }, [phase.kind]);

  function choose(file: File | null, chosenPictures: File[]) {
    setCsv(file);
    setPictures(chosenPictures);
    setPictureNames({});
    setPhase({ kind: 'idle' });
  }

  async function uploadPictures(): Promise<Record<string, string> | string> {
    const names = { ...pictureNames };
    const waiting = pictures.filter((picture) => !names[picture.name]);
    for (const [index, picture] of waiting.entries()) {
      setPhase({ kind: 'busy', label: `Uploading pictures: ${index + 1} of ${waiting.length} (${picture.name})`, share: index / waiting.length });
      if (picture.size > UPLOAD_MAX_BYTES) return `${picture.name}: the file is too large (at most ${UPLOAD_MAX_LABEL}).`;
      const form = new FormData();
      form.set('file', picture);
      const answer = await uploadCataloguePictureAction(form).catch(() => ({ ok: false as const, message: 'The upload failed; try again.' }));
      if (!answer.ok) return `${picture.name}: ${answer.message}`;
      names[picture.name] = answer.file;
    }
    setPictureNames(names);
    return names;
  }

  async function run(step: 'dry_run' | 'apply') {
    if (!csv) return;
    setStarted(Date.now());
    setElapsed(0);
    if (csv.size > CSV_IMPORT_MAX_BYTES - 64 * 1024)
      return setPhase({ kind: 'done', checked: false, answer: { status: 'false', message: CSV_IMPORT_TOO_LARGE } });
    const names = await uploadPictures();
    if (typeof names === 'string') return setPhase({ kind: 'done', checked: false, answer: { status: 'false', message: names } });
    const form = new FormData();
    form.set('file', csv);
    form.set('pictures', JSON.stringify(names));
    const working = step === 'apply' ? 'Applying' : 'Checking';
    setPhase({ kind: 'busy', label: `Sending ${csv.name}`, share: 0 });
    const sent = await sendWithProgress<ImportAnswer>(`/admin/catalogue/import/${step}`, form, (share) =>
      setPhase({ kind: 'busy', label: share < 1 ? `Sending ${csv.name}` : `${working} every row`, share: share < 1 ? share : null }),
    );
    const answer = sent.body ?? {
      status: 'false' as const,
      message: sent.status === 0 ? 'The connection failed. Check it and try again.' : 'The import failed. Please try again.',
    };
    setPhase({ kind: 'done', checked: step === 'dry_run' && answer.status === 'true', answer });
  }

  const checked = phase.kind === 'done' && phase.checked ? phase.answer : null;
  const ready = checked?.counts && checked.counts.errors === 0 && checked.counts.new + checked.counts.changed > 0;
  return (
    <section aria-labelledby="import-heading" className="space-y-4 rounded-xl border border-gray-200 bg-white p-4">
      <h2 id="import-heading" className="text-lg font-semibold">
        Import a CSV file
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor="import-file" className="mb-1 block text-sm font-medium text-gray-800">
            CSV file (UTF-8)
          </label>
          <input
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(event) => choose(event.target.files?.[0] ?? null, pictures)}
            className="block w-full text-sm text-gray-700 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-4 file:text-sm file:font-semibold"
          />
        </div>
        <div>
          <label htmlFor="import-pictures" className="mb-1 block text-sm font-medium text-gray-800">
            Pictures the file names (optional)
          </label>
          <input
            id="import-pictures"
            type="file"
            multiple
            accept="image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp"
            disabled={busy}
            onChange={(event) => choose(csv, Array.from(event.target.files ?? []))}
            aria-describedby="import-pictures-hint"
            className="block w-full text-sm text-gray-700 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-4 file:text-sm file:font-semibold"
          />
          <p id="import-pictures-hint" className="mt-1 text-xs text-gray-600">
            The images column may list these by their file names, e.g. kurta-front.jpg. {pictures.length > 0 && `${pictures.length} chosen.`}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <ConsoleButton disabled={!csv || busy} onClick={() => void run('dry_run')}>
          Check file
        </ConsoleButton>
        {ready && (
          <ConsoleButton disabled={busy} onClick={() => void run('apply')}>
            Apply {checked.counts!.new + checked.counts!.changed} {checked.counts!.new + checked.counts!.changed === 1 ? 'change' : 'changes'}
          </ConsoleButton>
        )}
        {ready && checked.counts!.conflicts > 0 && (
          <p className="self-center text-sm text-amber-900">
            {checked.counts!.conflicts === 1 ? 'The product' : `The ${checked.counts!.conflicts} products`} changed since the export will be left as{' '}
            {checked.counts!.conflicts === 1 ? 'it is' : 'they are'}.
          </p>
        )}
      </div>
      {busy && (
        <div role="status" aria-live="polite" className="space-y-1">
          <p className="text-sm text-gray-800">
            {phase.label}… {elapsed > 0 && `${elapsed} s`}
          </p>
          <progress
            className="h-2 w-full accent-indigo-700"
            aria-label={phase.label}
            max={1}
            {...(phase.share === null ? {} : { value: phase.share })}
          />
        </div>
      )}
      <div ref={result} tabIndex={-1} className="focus:outline-none">
        {phase.kind === 'done' && <CatalogueImportReport answer={phase.answer} />}
      </div>
    </section>
  );
}

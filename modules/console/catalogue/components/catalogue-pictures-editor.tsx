'use client';

import { useId, useState } from 'react';
import { uploadCataloguePictureAction } from '@/modules/console/catalogue/catalogue-actions';
import { uploadUrl } from '@/lib/images/upload-url';
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_MAX_LABEL } from '@/platform/shared/contract/upload-limits';
import { PICTURES_MAX } from '@/platform/catalogue/contract/console-catalogue';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';

interface Props {
  /** Stored file names, the main picture first. */
  pictures: string[];
  onChange: (pictures: string[]) => void;
  error?: string;
}

const smallButton = 'min-h-9 px-2 py-1 text-xs';

/**
 * A product's pictures: several uploaded at once through the platform's image pipeline, reordered with buttons, one
 * made the main picture (the first). Each upload's refusal names its file; the others still arrive.
 */
export function CataloguePicturesEditor({ pictures, onChange, error }: Props) {
  const id = useId();
  const [progress, setProgress] = useState<string>('');
  const [problems, setProblems] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);

  async function upload(files: File[]) {
    setUploading(true);
    setProblems([]);
    const added: string[] = [];
    const refused: string[] = [];
    for (const [index, file] of files.entries()) {
      setProgress(`Uploading ${index + 1} of ${files.length}: ${file.name}…`);
      if (file.size > UPLOAD_MAX_BYTES) {
        refused.push(`${file.name}: the file is too large (at most ${UPLOAD_MAX_LABEL}).`);
        continue;
      }
      const form = new FormData();
      form.set('file', file);
      const answer = await uploadCataloguePictureAction(form).catch(() => ({ ok: false as const, message: 'The upload failed; try again.' }));
      if (answer.ok) added.push(answer.file);
      else refused.push(`${file.name}: ${answer.message}`);
    }
    const next = [...pictures, ...added.filter((file) => !pictures.includes(file))].slice(0, PICTURES_MAX);
    onChange(next);
    setProblems(refused);
    setProgress(`${added.length} of ${files.length} ${files.length === 1 ? 'picture' : 'pictures'} uploaded.`);
    setUploading(false);
  }

  const move = (from: number, to: number) => {
    const next = [...pictures];
    const [picture] = next.splice(from, 1);
    next.splice(to, 0, picture!);
    onChange(next);
  };

  return (
    <fieldset className="space-y-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-gray-800">Pictures</legend>
      {pictures.length === 0 ? (
        <p className="text-sm text-gray-600">No pictures yet. The first picture is the one shops show on cards.</p>
      ) : (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Pictures, main first">
          {pictures.map((picture, index) => {
            const label = `picture ${index + 1}`;
            return (
              <li key={picture} data-testid="catalogue-picture" className="rounded-lg border border-gray-200 bg-white p-2">
                <div className="relative">
                  <img src={uploadUrl(picture, '280x280')} alt={`Picture ${index + 1}`} className="aspect-square w-full rounded object-cover" />
                  {index === 0 && (
                    <span className="absolute top-1 left-1 rounded bg-indigo-700 px-1.5 py-0.5 text-xs font-semibold text-white">Main</span>
                  )}
                </div>
                <div className="mt-2 flex flex-wrap gap-1">
                  <ConsoleButton
                    tone="secondary"
                    className={smallButton}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={`Move ${label} earlier`}
                  >
                    ←
                  </ConsoleButton>
                  <ConsoleButton
                    tone="secondary"
                    className={smallButton}
                    disabled={index === pictures.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={`Move ${label} later`}
                  >
                    →
                  </ConsoleButton>
                  {index > 0 && (
                    <ConsoleButton
                      tone="secondary"
                      className={smallButton}
                      onClick={() => move(index, 0)}
                      aria-label={`Make ${label} the main picture`}
                    >
                      Main
                    </ConsoleButton>
                  )}
                  <ConsoleButton
                    tone="secondary"
                    className={smallButton}
                    onClick={() => onChange(pictures.filter((_, other) => other !== index))}
                    aria-label={`Remove ${label}`}
                  >
                    Remove
                  </ConsoleButton>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
          Add pictures
        </label>
        <input
          id={id}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          disabled={uploading}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length > 0) void upload(files);
          }}
          className="block w-full text-sm text-gray-700 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-4 file:text-sm file:font-semibold"
        />
        <p className="mt-1 text-xs text-gray-600">PNG, JPEG or WebP, up to {UPLOAD_MAX_LABEL} each; several at once. Kept within 1200 × 1200.</p>
      </div>
      <p role="status" aria-live="polite" className="text-sm text-gray-700">
        {progress}
      </p>
      {problems.length > 0 && (
        <ul role="alert" className="space-y-1 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

'use client';

import { useState } from 'react';
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_MAX_LABEL, UPLOAD_TOO_LARGE } from '@/platform/shared/contract/upload-limits';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';
import { NodeFields, treeButton } from './catalogue-tree-controls';
import { useFieldProblem, useTreeForms } from './catalogue-tree-context';

/** The category's picture on every shop's category carousel: the saved one, and a file to replace it. */
export function PictureForm({ id, name, node, imageUrl }: { id: number; name: string; node: string; imageUrl: string }) {
  const { action, pending } = useTreeForms();
  const problem = useFieldProblem(node, 'file');
  const [tooLarge, setTooLarge] = useState(false);
  const inputId = `picture-${node.replace(':', '-')}`;
  return (
    <form
      action={action}
      onSubmit={(event) => {
        if (tooLarge) event.preventDefault();
      }}
      className="flex flex-wrap items-end gap-3"
    >
      <input type="hidden" name="intent" value="picture" />
      <NodeFields level="category" id={id} node={node} />
      <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-gray-200 bg-white">
        {imageUrl ? (
          <img src={imageUrl} alt={`The picture of ${name}`} className="size-full object-cover" />
        ) : (
          <span className="px-1 text-center text-xs text-gray-600">No picture</span>
        )}
      </div>
      <div className="min-w-0 flex-1 basis-48">
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-gray-800">
          Picture<span className="sr-only"> of {name}</span>
        </label>
        <input
          id={inputId}
          type="file"
          name="file"
          accept={UPLOAD_ACCEPT}
          required
          onChange={(event) => setTooLarge((event.target.files?.[0]?.size ?? 0) > UPLOAD_MAX_BYTES)}
          className="block w-full min-w-0 text-sm file:mr-2 file:min-h-11 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-3 file:font-semibold"
          {...problem}
        />
        <p className={tooLarge ? 'mt-1 text-sm text-red-700' : 'mt-1 text-xs text-gray-600'}>
          {tooLarge ? UPLOAD_TOO_LARGE : `PNG, JPEG or WebP, at most ${UPLOAD_MAX_LABEL}; shown on every shop’s category carousel.`}
        </p>
      </div>
      <ConsoleButton type="submit" tone="secondary" disabled={pending} aria-label={`Upload the picture of ${name}`} className={treeButton}>
        Upload
      </ConsoleButton>
    </form>
  );
}

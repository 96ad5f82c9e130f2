'use client';

import clsx from 'clsx';
import Link from 'next/link';
import { useActionState, type FormEvent } from 'react';
import { SECTION_NAME_MAX, type SectionSummary } from '@/platform/shops/contract/console-sections';
import { inputClass } from '@/components/ui/form-field';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { changeSection } from '@/modules/console/sections/sections-actions';
import { ActionStatus } from '@/modules/console/shell/components/action-status';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';

const smallButton = 'min-h-11 px-3';
const nameGrid = 'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2';
/** The button beside both names: second column, both rows. */
const buttonCell = 'col-start-2 row-span-2 row-start-1';
const HINDI_PLACEHOLDER = 'हिन्दी में नाम (optional)';

function confirmDelete(name: string) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (!window.confirm(`Delete the section “${name}”? Its chosen products are forgotten. This cannot be undone.`)) event.preventDefault();
  };
}

/**
 * The home sections in home-page order: rename inline (in English, and optionally in Hindi for the shop's Hindi pages),
 * move up or down, hide or show, delete; add one at the end.
 */
export function SectionsList({ sections }: { sections: SectionSummary[] }) {
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(changeSection, null);
  return (
    <div className="space-y-5">
      <ActionStatus state={state} />
      {sections.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 bg-white p-4 text-sm text-gray-700">No sections yet: add the first below.</p>
      ) : (
        <ol className="space-y-3" aria-label="Home sections in order">
          {sections.map((section, index) => (
            <li
              key={section.id}
              className={clsx('rounded-xl border bg-white p-3 md:p-4', section.hidden ? 'border-dashed border-gray-300' : 'border-gray-200')}
              data-testid="console-section"
            >
              <div className="flex flex-wrap items-center gap-2 text-xs text-gray-600">
                <span className="font-semibold text-gray-900">{index + 1}.</span>
                <span>
                  {section.categoryId !== null
                    ? `Shows the category ${section.categoryName ?? ''}`
                    : `${section.productCount} ${section.productCount === 1 ? 'product' : 'products'} chosen`}
                </span>
                {section.hidden && <span className="rounded bg-gray-200 px-1.5 py-0.5 font-semibold text-gray-800">Hidden</span>}
              </div>
              {/* The English name above its Hindi one, Rename beside both (so a long name is not cut short). */}
              <form action={action} className={clsx('mt-2', nameGrid)}>
                <input type="hidden" name="intent" value="rename" />
                <input type="hidden" name="id" value={section.id} />
                <label htmlFor={`section-name-${section.id}`} className="sr-only">
                  Name of section {index + 1}
                </label>
                <input
                  key={section.name}
                  id={`section-name-${section.id}`}
                  name="name"
                  defaultValue={section.name}
                  maxLength={SECTION_NAME_MAX}
                  required
                  className={clsx(inputClass, 'font-semibold')}
                />
                <label htmlFor={`hindi-name-of-section-${section.id}`} className="sr-only">
                  Section {index + 1}’s name in Hindi
                </label>
                <input
                  key={`hi:${section.nameHi}`}
                  id={`hindi-name-of-section-${section.id}`}
                  name="nameHi"
                  lang="hi"
                  defaultValue={section.nameHi}
                  maxLength={SECTION_NAME_MAX}
                  placeholder={HINDI_PLACEHOLDER}
                  className={inputClass}
                />
                <ConsoleButton type="submit" tone="secondary" disabled={pending} className={clsx(smallButton, buttonCell)}>
                  Rename
                </ConsoleButton>
              </form>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <form action={action} className="flex flex-wrap gap-2">
                  <input type="hidden" name="id" value={section.id} />
                  <ConsoleButton
                    type="submit"
                    name="intent"
                    value="up"
                    tone="secondary"
                    disabled={pending || index === 0}
                    aria-label={`Move ${section.name} up`}
                    className={smallButton}
                  >
                    <span aria-hidden="true">↑</span> Up
                  </ConsoleButton>
                  <ConsoleButton
                    type="submit"
                    name="intent"
                    value="down"
                    tone="secondary"
                    disabled={pending || index === sections.length - 1}
                    aria-label={`Move ${section.name} down`}
                    className={smallButton}
                  >
                    <span aria-hidden="true">↓</span> Down
                  </ConsoleButton>
                  <ConsoleButton
                    type="submit"
                    name="intent"
                    value={section.hidden ? 'show' : 'hide'}
                    tone="secondary"
                    disabled={pending}
                    aria-label={`${section.hidden ? 'Show' : 'Hide'} ${section.name}`}
                    className={smallButton}
                  >
                    {section.hidden ? 'Show' : 'Hide'}
                  </ConsoleButton>
                </form>
                <Link
                  href={`/admin/sections/${section.id}`}
                  aria-label={`Choose products for ${section.name}`}
                  className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-indigo-700 underline hover:bg-indigo-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
                >
                  Choose products
                </Link>
                <form action={action} onSubmit={confirmDelete(section.name)} className="ml-auto">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={section.id} />
                  <ConsoleButton
                    type="submit"
                    tone="secondary"
                    disabled={pending}
                    aria-label={`Delete ${section.name}`}
                    className={clsx(smallButton, 'text-red-700')}
                  >
                    Delete
                  </ConsoleButton>
                </form>
              </div>
            </li>
          ))}
        </ol>
      )}
      <form action={action} className="rounded-xl border border-gray-200 bg-white p-3 md:p-4">
        <input type="hidden" name="intent" value="create" />
        <label htmlFor="new-section-name" className="mb-1 block text-sm font-medium text-gray-800">
          New section
        </label>
        <div className={nameGrid}>
          <input id="new-section-name" name="name" maxLength={SECTION_NAME_MAX} required placeholder="Like Festive picks" className={inputClass} />
          <label htmlFor="new-section-name-hi" className="sr-only">
            Its name in Hindi
          </label>
          <input
            id="new-section-name-hi"
            name="nameHi"
            lang="hi"
            maxLength={SECTION_NAME_MAX}
            placeholder={HINDI_PLACEHOLDER}
            className={inputClass}
          />
          <ConsoleButton type="submit" disabled={pending} className={buttonCell}>
            Add
          </ConsoleButton>
        </div>
        <p className="mt-1 text-xs text-gray-600">It is added at the end of the home page; then choose its products.</p>
      </form>
    </div>
  );
}

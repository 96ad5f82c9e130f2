'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { listingHref, type ListingFilters, listingQueryPairs } from '@/modules/catalogue/listing-query';
import { useListingNavigation } from './listing-navigation';

/** Case-insensitive search by name within the listing (?q=…). Without JavaScript it submits as a plain GET form. */
export function NameFilterForm({ path, filters, label }: { path: string; filters: ListingFilters; label: string }) {
  const t = useTranslations('Listing');
  const id = useId();
  const { navigate, pending } = useListingNavigation();
  const [text, setText] = useState(filters.q);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    navigate(listingHref(path, filters, { q: text.trim() }));
  }

  return (
    <form
      action={path}
      method="get"
      onSubmit={submit}
      role="search"
      className="relative order-last flex w-full min-w-0 items-center md:order-none md:w-auto md:flex-1"
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {listingQueryPairs(filters, ['q']).map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <input
        id={id}
        type="search"
        name="q"
        maxLength={100}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={label}
        className="h-11 w-full min-w-0 rounded-lg border border-gray-300 bg-white pr-20 pl-3 text-sm text-gray-900 placeholder:text-gray-500 focus:border-shop-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-shop-primary/40"
      />
      <button
        type="submit"
        className="absolute right-1 h-9 rounded-md bg-gray-900 px-3 text-sm font-semibold text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary"
      >
        {t('find')}
      </button>
    </form>
  );
}

'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState, useTransition, type ComponentType, type FormEvent, type KeyboardEvent } from 'react';
import { searchPath, searchTextFromParam } from '@/modules/catalogue/search-text';
import { useLocalizedPath } from '@/components/ui/locale-context';
import { publicPath } from '@/modules/shell/chrome-visibility';
import type { SuggestionsState } from './search-suggestions';
import { useFittingPlaceholder } from './use-fitting-placeholder';

type SuggestionsList = ComponentType<Parameters<typeof import('./search-suggestions').default>[0]>;

const SEARCH_PREFIX = '/Product-Serach/';

/** On a results page the box shows what was searched. */
function searchedText(pathname: string | null): string {
  const path = publicPath(pathname);
  return path.startsWith(SEARCH_PREFIX) ? searchTextFromParam(path.slice(SEARCH_PREFIX.length).split('/')[0]!) : '';
}

/**
 * Search box: Enter goes to /Product-Serach/{text}. While that navigation is in flight the box is read-only and
 * further submits are ignored. Without JavaScript the form still works through /Product-Serach?q=….
 * Suggestions while typing (an ARIA combobox) come from search-suggestions.tsx, imported the first time the box is
 * focused, so a page that is only looked at downloads none of it.
 */
export function HeaderSearch({ id, className = '', onSubmitted }: { id: string; className?: string; onSubmitted?: () => void }) {
  const router = useRouter();
  const localized = useLocalizedPath();
  const pathname = usePathname();
  const [text, setText] = useState(() => searchedText(pathname));
  const [pending, startTransition] = useTransition();
  const input = useRef<HTMLInputElement>(null);
  const t = useTranslations('Search');
  // Longest first: the box shows the longest that fits its width.
  const placeholders = [t('placeholderLong'), t('placeholderMedium'), t('placeholderShort'), t('submit')];
  const placeholder = useFittingPlaceholder(input, placeholders);
  const [Suggestions, setSuggestions] = useState<SuggestionsList | null>(null);
  const [focused, setFocused] = useState(false);
  const [list, setList] = useState<SuggestionsState>({ open: false, activeId: undefined });
  const keys = useRef<((event: KeyboardEvent<HTMLInputElement>) => boolean) | null>(null);
  const onListState = useCallback((state: SuggestionsState) => setList(state), []);

  function focus() {
    setFocused(true);
    if (!Suggestions) void import('./search-suggestions').then((module) => setSuggestions(() => module.default));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (pending || !query) return;
    startTransition(() => router.push(localized(searchPath(query))));
    onSubmitted?.();
  }

  return (
    <form
      role="search"
      action="/Product-Serach"
      method="get"
      onSubmit={submit}
      aria-busy={pending}
      className={`relative flex items-center ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        {t('label')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={200}
        ref={input}
        placeholder={placeholder}
        value={text}
        readOnly={pending}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={list.open}
        aria-controls={list.open ? `${id}-suggestions` : undefined}
        aria-activedescendant={list.activeId}
        onChange={(event) => setText(event.target.value)}
        onFocus={focus}
        onBlur={() => setFocused(false)}
        onKeyDown={(event) => {
          if (keys.current?.(event)) event.preventDefault();
        }}
        className="h-11 w-full rounded-full border border-gray-300 bg-gray-50 pr-12 pl-4 text-sm text-gray-900 placeholder:text-gray-500 focus:border-shop-primary focus:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-shop-primary/40"
      />
      <button
        type="submit"
        disabled={pending}
        aria-label={t('submit')}
        className="absolute right-1 flex h-9 w-10 items-center justify-center rounded-full bg-shop-primary text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary disabled:opacity-60"
      >
        {pending ? (
          <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent" />
        ) : (
          <svg
            aria-hidden="true"
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
        )}
      </button>
      {Suggestions && (
        <Suggestions id={id} text={text} focused={focused && !pending} keysRef={keys} onState={onListState} onChosen={() => onSubmitted?.()} />
      )}
    </form>
  );
}

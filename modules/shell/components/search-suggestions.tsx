'use client';

import { useTranslations } from 'next-intl';
import { useLocalizedPath } from '@/components/ui/locale-context';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { storeCall } from '@/lib/store/browser';
import type { SearchSuggestion } from '@/platform/catalogue/contract/search-suggestions';

/** What the box needs to know of the list: whether it shows, and the option the arrow keys are on. */
export interface SuggestionsState {
  open: boolean;
  activeId: string | undefined;
}

interface Props {
  /** The box's id: the list and its options are named after it. */
  id: string;
  text: string;
  focused: boolean;
  /** The box hands its key presses here first; true when the list used the key. */
  keysRef: RefObject<((event: KeyboardEvent<HTMLInputElement>) => boolean) | null>;
  onState: (state: SuggestionsState) => void;
  onChosen: () => void;
}

const DELAY_MS = 120;
const MIN_LETTERS = 2;
const answered = new Map<string, SearchSuggestion[]>();

async function suggestionsFor(typed: string): Promise<SearchSuggestion[]> {
  const key = typed.toLowerCase();
  const known = answered.get(key);
  if (known) return known;
  const result = await storeCall<SearchSuggestion[]>(`/store/search-suggestions?q=${encodeURIComponent(typed)}`);
  const found = result.ok ? result.data : [];
  if (result.ok) answered.set(key, found);
  return found;
}

/**
 * The header search's suggestions, loaded only once the box is focused (header-search.tsx imports this on focus):
 * the ARIA combobox's list. Up and down move through it, Enter opens the chosen page, Escape closes it; a live
 * region says how many there are.
 */
export default function SearchSuggestions({ id, text, focused, keysRef, onState, onChosen }: Props) {
  const t = useTranslations('Search');
  const router = useRouter();
  const localized = useLocalizedPath();
  const [found, setFound] = useState<{ typed: string; items: SearchSuggestion[] }>({ typed: '', items: [] });
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState('');
  const latest = useRef('');
  const typed = text.trim();
  const wanted = typed.length >= MIN_LETTERS ? typed : '';

  useEffect(() => {
    latest.current = wanted;
    if (!wanted) return;
    const timer = setTimeout(
      () =>
        void suggestionsFor(wanted).then((items) => {
          if (latest.current !== wanted) return;
          setFound({ typed: wanted, items });
          setActive(-1);
        }),
      answered.has(wanted.toLowerCase()) ? 0 : DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [wanted]);

  const items = wanted && found.typed === wanted ? found.items : [];
  const open = focused && items.length > 0 && dismissed !== wanted;
  const optionId = (index: number) => `${id}-suggestion-${index}`;
  const activeId = open && active >= 0 ? optionId(active) : undefined;

  useEffect(() => onState({ open, activeId }), [open, activeId, onState]);

  function choose(item: SearchSuggestion) {
    setDismissed(wanted);
    onChosen();
    router.push(localized(item.url));
  }

  const handleKey = (event: KeyboardEvent<HTMLInputElement>): boolean => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return false;
      if (!open) {
        setDismissed('');
        setActive(event.key === 'ArrowDown' ? 0 : items.length - 1);
      } else {
        // -1 (the box itself) and the options, in a ring.
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => ((current + 1 + step + items.length + 1) % (items.length + 1)) - 1);
      }
      return true;
    }
    if (event.key === 'Enter' && open && active >= 0 && items[active]) {
      choose(items[active]);
      return true;
    }
    if (event.key === 'Escape' && open) {
      setDismissed(wanted);
      setActive(-1);
      return true;
    }
    return false;
  };
  useEffect(() => {
    keysRef.current = handleKey;
  });

  return (
    <>
      <div role="status" aria-live="polite" className="sr-only">
        {open ? `${items.length} ${items.length === 1 ? 'suggestion' : 'suggestions'}. Use the up and down arrows to choose one.` : ''}
      </div>
      {open && (
        <ul
          id={`${id}-suggestions`}
          role="listbox"
          aria-label={t('suggestions')}
          className="absolute top-full right-0 left-0 z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-gray-200 bg-white py-1 text-sm shadow-lg"
        >
          {items.map((item, index) => (
            <li
              key={`${item.type}:${item.url}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              data-testid="search-suggestion"
              // Keeps the focus in the box, so the list is still there when the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(item)}
              onMouseEnter={() => setActive(index)}
              className={`flex min-h-11 cursor-pointer items-center gap-3 px-4 py-2 ${index === active ? 'bg-shop-primary/10 text-gray-900' : 'text-gray-800'}`}
            >
              <SuggestionIcon type={item.type} />
              <span className="line-clamp-2 min-w-0 flex-1">{item.label}</span>
              {item.type === 'category' && <span className="shrink-0 text-xs text-gray-700">{t('category')}</span>}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function SuggestionIcon({ type }: { type: SearchSuggestion['type'] }) {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className="shrink-0 text-gray-400"
    >
      {type === 'category' ? (
        <path d="M4 6h16M4 12h16M4 18h10" strokeLinecap="round" />
      ) : (
        <>
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}

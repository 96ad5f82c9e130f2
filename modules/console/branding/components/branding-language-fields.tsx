'use client';

import { useEffect, useRef, useState } from 'react';
import { FormField, inputClass } from '@/components/ui/form-field';
import { SHOP_NAME_MAX, type ConsoleBranding } from '@/platform/shops/contract/console-branding';
import { DELIVERY_PROMISE_MAX } from '@/platform/orders/contract/delivery-promise';
import type { ShopLanguage } from '@/platform/shops/contract/branding';

const LANGUAGES: { value: ShopLanguage; label: string; lang: string }[] = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'hi', label: 'हिन्दी', lang: 'hi' },
];

/**
 * The branding form's language part (issue 29): the language the shop opens in at `/`, and the Hindi versions of its
 * name and header strip (optional: where one is empty, Hindi pages show the English). Controlled, like every field of
 * the form, so a refusal of another field keeps what was typed.
 */
export function BrandingLanguageFields({ branding, errorFor }: { branding: ConsoleBranding; errorFor: (field: string) => string | null }) {
  const [language, setLanguage] = useState<string>(branding.defaultLanguage);
  const [shopNameHi, setShopNameHi] = useState(branding.shopNameHi);
  const [headerStripHi, setHeaderStripHi] = useState(branding.headerStripHi);
  const languageError = errorFor('defaultLanguage');
  // The form action resets the form once saved, and a reset puts a <select> back on the option selected by default (the
  // language the page was loaded with), whatever React holds: the option chosen is made the default as it changes, so
  // the field keeps showing, and the next save sends, the language just saved.
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    for (const option of select.current?.options ?? []) option.defaultSelected = option.value === language;
  }, [language]);
  return (
    <>
      <div>
        <label htmlFor="branding-language" className="mb-1 block text-sm font-medium text-gray-800">
          Shop language
        </label>
        <select
          ref={select}
          id="branding-language"
          name="defaultLanguage"
          value={language}
          onChange={(event) => setLanguage(event.target.value)}
          aria-describedby="branding-language-hint"
          aria-invalid={languageError ? true : undefined}
          className={`${inputClass} max-w-xs`}
        >
          {LANGUAGES.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
        <p id="branding-language-hint" className="mt-1 text-xs text-gray-600">
          Your shop opens in this language: with हिन्दी, shoppers arriving at your home page get it in Hindi. Shoppers can switch language from the
          header, and the shop remembers their choice.
        </p>
        {languageError && <p className="mt-1 text-sm text-red-700">{languageError}</p>}
      </div>
      <FormField
        label="Shop name in Hindi"
        name="shopNameHi"
        lang="hi"
        value={shopNameHi}
        onChange={(event) => setShopNameHi(event.target.value)}
        maxLength={SHOP_NAME_MAX + 20}
        error={errorFor('shopNameHi')}
        hint={`Optional, at most ${SHOP_NAME_MAX} characters. Leave it empty to show the English name on Hindi pages too.`}
      />
      <FormField
        label="Header strip in Hindi"
        name="headerStripHi"
        lang="hi"
        value={headerStripHi}
        onChange={(event) => setHeaderStripHi(event.target.value)}
        maxLength={DELIVERY_PROMISE_MAX + 20}
        error={errorFor('headerStripHi')}
        hint="Optional. The header strip’s line on Hindi pages, for example “कैश ऑन डिलीवरी”."
      />
    </>
  );
}

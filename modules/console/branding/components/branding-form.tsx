'use client';

import clsx from 'clsx';
import { useActionState, useEffect, useId, useState, type ReactNode } from 'react';
import { FormField, inputClass } from '@/components/ui/form-field';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { saveBranding } from '@/modules/console/branding/branding-actions';
import { contrastWarning, MIN_CONTRAST, themeContrastPairs } from '@/platform/shops/contract/colour-contrast';
import type { ConsoleBranding } from '@/platform/shops/contract/console-branding';
import { DELIVERY_PROMISE_MAX } from '@/platform/orders/contract/delivery-promise';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';
import { BrandingPreview } from './branding-preview';
import { BrandingLanguageFields } from './branding-language-fields';

type Theme = ConsoleBranding['theme'];
type Social = ConsoleBranding['social'];

const COLOURS: { key: keyof Theme; label: string; hint: string }[] = [
  { key: 'primary', label: 'Main colour', hint: 'Header strip, buttons, links and prices.' },
  { key: 'text', label: 'Text colour', hint: 'Text on the page.' },
  { key: 'background', label: 'Page background', hint: 'Behind everything.' },
  { key: 'secondary', label: 'Second colour', hint: 'Small marks such as “in stock”.' },
  { key: 'accent', label: 'Accent colour', hint: 'Highlights.' },
];

const SOCIAL: { key: keyof Social; label: string; placeholder: string }[] = [
  { key: 'facebook', label: 'Facebook', placeholder: 'https://www.facebook.com/yourshop' },
  { key: 'instagram', label: 'Instagram', placeholder: 'https://www.instagram.com/yourshop' },
  { key: 'youtube', label: 'YouTube', placeholder: 'https://www.youtube.com/@yourshop' },
  { key: 'twitter', label: 'X (Twitter)', placeholder: 'https://x.com/yourshop' },
  { key: 'linkedin', label: 'LinkedIn', placeholder: 'https://www.linkedin.com/company/yourshop' },
];

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * The branding form: name, header strip, colours with a live preview of the shop's header and a warning when a pair
 * of colours the shop draws text in would be hard to read, contact details, social links and GSTIN. The platform
 * checks every field; a refusal is shown under the field it names, which gets the focus.
 */
export function BrandingForm({ branding }: { branding: ConsoleBranding }) {
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(saveBranding, null);
  // Every field is controlled: a form action resets uncontrolled fields, which would drop what was typed when the
  // platform refuses one of them.
  const [values, setValues] = useState(() => fieldsOf(branding));
  const [theme, setTheme] = useState<Theme>(branding.theme);
  const field = (name: FieldName) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const shopName = values.shopName;
  const headerStrip = values.headerStrip;
  const refusal = state && !state.ok ? state : null;
  const errorFor = (field: string) => (refusal?.field === field ? refusal.message : null);

  useEffect(() => {
    if (!refusal?.field) return;
    const field = document.querySelector<HTMLElement>(`[data-branding-form] [name="${CSS.escape(refusal.field)}"]`);
    field?.focus();
  }, [refusal]);

  // The preview and the contrast check use the last valid value of each colour while one is being typed.
  const shownTheme = Object.fromEntries(
    Object.entries(theme).map(([key, value]) => [key, HEX.test(value) ? value : branding.theme[key as keyof Theme]]),
  ) as Theme;
  const hardToRead = themeContrastPairs(shownTheme).filter((pair) => pair.ratio < MIN_CONTRAST);

  return (
    <form action={action} className="space-y-8" data-branding-form noValidate>
      <Section title="Shop">
        <FormField label="Shop name" {...field('shopName')} maxLength={80} required error={errorFor('shopName')} hint="At most 60 characters." />
        <FormField
          label="Header strip"
          {...field('headerStrip')}
          maxLength={DELIVERY_PROMISE_MAX + 20}
          required
          error={errorFor('headerStrip')}
          hint="The line across the top of every page. Promise only what is true of every product, for example “Pay on Delivery”."
        />
      </Section>

      <Section title="Language">
        <BrandingLanguageFields branding={branding} errorFor={errorFor} />
      </Section>

      <Section title="Colours">
        <div className="grid gap-4 sm:grid-cols-2">
          {COLOURS.map((colour) => (
            <ColourField
              key={colour.key}
              name={`theme.${colour.key}`}
              label={colour.label}
              hint={colour.hint}
              value={theme[colour.key]}
              error={errorFor(`theme.${colour.key}`)}
              onChange={(value) => setTheme((current) => ({ ...current, [colour.key]: value }))}
            />
          ))}
        </div>
        <div aria-live="polite" data-testid="contrast-warnings">
          {hardToRead.length > 0 && (
            <ul className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
              {hardToRead.map((pair) => (
                <li key={pair.label}>
                  <span className="font-semibold">{pair.label}:</span> {contrastWarning(pair.ratio)}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-gray-800">Preview</h3>
          <BrandingPreview shopName={shopName.trim() || 'Your shop'} headerStrip={headerStrip} theme={shownTheme} logoUrl={branding.logoUrl} />
        </div>
      </Section>

      <Section title="Contact">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Email" {...field('email')} type="email" autoComplete="email" error={errorFor('email')} />
          <FormField
            label="Mobile number"
            {...field('mobile')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            error={errorFor('mobile')}
            hint="10 digits."
          />
        </div>
        <TextArea label="Address" {...field('address')} error={errorFor('address')} />
      </Section>

      <Section title="Social links">
        <p className="text-sm text-gray-600">Shown in the footer. Leave a box empty to hide that link.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL.map((link) => (
            <FormField
              key={link.key}
              label={link.label}
              {...field(`social.${link.key}`)}
              type="url"
              inputMode="url"
              placeholder={link.placeholder}
              error={errorFor(`social.${link.key}`)}
            />
          ))}
        </div>
      </Section>

      <Section title="Tax">
        <FormField
          label="GSTIN"
          {...field('gstin')}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          error={errorFor('gstin')}
          hint="Printed on invoices. 15 characters; leave it empty if the shop has none."
          className="max-w-xs"
        />
      </Section>

      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-gray-200 bg-gray-50/95 px-4 py-3 md:static md:mx-0 md:border-0 md:bg-transparent md:px-0">
        <ConsoleButton type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save branding'}
        </ConsoleButton>
        <p role="status" className={clsx('text-sm', state?.ok ? 'text-green-800' : 'text-red-700')}>
          {state?.message ?? ''}
        </p>
      </div>
    </form>
  );
}

type FieldName = 'shopName' | 'headerStrip' | 'email' | 'mobile' | 'address' | 'gstin' | `social.${keyof Social}`;

function fieldsOf(branding: ConsoleBranding): Record<FieldName, string> {
  return {
    shopName: branding.shopName,
    headerStrip: branding.headerStrip,
    email: branding.email,
    mobile: branding.mobile,
    address: branding.address,
    gstin: branding.gstin,
    'social.facebook': branding.social.facebook,
    'social.instagram': branding.social.instagram,
    'social.linkedin': branding.social.linkedin,
    'social.twitter': branding.social.twitter,
    'social.youtube': branding.social.youtube,
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-gray-200 bg-white p-4 md:p-6">
      {/* Floated, so the legend sits inside the card like a heading rather than on its border. */}
      <legend className="float-left w-full text-lg font-semibold text-gray-900">{title}</legend>
      <div className="clear-both space-y-4 pt-4">{children}</div>
    </fieldset>
  );
}

/** A colour as #rrggbb text, with the browser's colour picker beside it. */
function ColourField({
  name,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  name: string;
  label: string;
  hint: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const describedBy = `${id}-hint${error ? ` ${id}-error` : ''}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          type="color"
          aria-label={`${label}: pick`}
          value={HEX.test(value) ? value.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-gray-300 bg-white p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        />
        <input
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          spellCheck={false}
          autoCapitalize="none"
          maxLength={7}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(inputClass, 'font-mono')}
        />
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function TextArea({
  label,
  error,
  ...textarea
}: {
  label: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | null;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <textarea
        id={id}
        {...textarea}
        rows={3}
        maxLength={300}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

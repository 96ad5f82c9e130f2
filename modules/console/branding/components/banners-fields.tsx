'use client';

import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { BANNER_TEXT_MAX } from '@/platform/shops/contract/console-branding';
import { BannerLinkPicker } from './banners-link-picker';

export const BANNER_LINK_HINT =
  'Filled in by your choice above, or type a page of your shop starting with /, or a full https:// address. Empty: the home page.';

export interface BannerSettings {
  /** The banner's words on Hindi pages ('' = none: the English words are read there too). */
  textHi: string;
  link: string;
  activeFrom: string;
  activeUntil: string;
}

interface Props {
  values: BannerSettings;
  onChange: (values: BannerSettings) => void;
  /** The platform's refusal, shown under the field it names. */
  refusal: { field?: string; message: string } | null;
}

/**
 * A banner's words in Hindi, its link and the days it shows (India time, both days included). Controlled, so a refusal
 * keeps what was typed.
 */
export function BannerSettingsFields({ values, onChange, refusal }: Props) {
  // The link a refusal was about: once the reseller picks or types another, its message no longer applies.
  const [refused, setRefused] = useState({ refusal, link: values.link });
  if (refused.refusal !== refusal) setRefused({ refusal, link: values.link });
  const errorFor = (field: keyof BannerSettings) =>
    refusal?.field === field && (field !== 'link' || values.link === refused.link) ? refusal.message : null;
  const set = (field: keyof BannerSettings) => (event: { target: { value: string } }) => onChange({ ...values, [field]: event.target.value });
  return (
    <>
      <FormField
        label="Words in Hindi"
        name="textHi"
        lang="hi"
        value={values.textHi}
        onChange={set('textHi')}
        maxLength={BANNER_TEXT_MAX + 20}
        hint="Optional: read on the shop’s Hindi pages, for example “दिवाली सेल: 50% तक की छूट”."
        error={errorFor('textHi')}
      />
      <BannerLinkPicker link={values.link} onLink={(link) => onChange({ ...values, link })} />
      <FormField
        label="Link"
        name="link"
        value={values.link}
        onChange={set('link')}
        inputMode="url"
        placeholder="/Product-Serach/sarees"
        hint={BANNER_LINK_HINT}
        error={errorFor('link')}
      />
      <div className="grid grid-cols-2 gap-3">
        <FormField
          label="First day"
          name="activeFrom"
          type="date"
          value={values.activeFrom}
          onChange={set('activeFrom')}
          error={errorFor('activeFrom')}
        />
        <FormField
          label="Last day"
          name="activeUntil"
          type="date"
          value={values.activeUntil}
          onChange={set('activeUntil')}
          error={errorFor('activeUntil')}
        />
      </div>
    </>
  );
}

/** Whether a refusal names one of these fields (its message is then shown under the field). */
export const namesBannerField = (field: string | undefined) =>
  field === 'link' || field === 'activeFrom' || field === 'activeUntil' || field === 'text' || field === 'textHi';

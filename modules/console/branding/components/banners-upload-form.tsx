'use client';

import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { uploadBanner } from '@/modules/console/branding/banners-actions';
import { BannerSettingsFields, namesBannerField, type BannerSettings } from './banners-fields';
import { BrandingUploadForm } from './branding-upload-form';

const EMPTY = { text: '', textHi: '', link: '', activeFrom: '', activeUntil: '' };

/**
 * Adds a banner: the picture, the words on it (its alt text), where it leads and the days it shows. The fields are
 * kept while the platform refuses something and start empty again once the banner is added (`count` grows).
 */
export function BannersUploadForm({ count }: { count: number }) {
  const [typed, setTyped] = useState({ ...EMPTY, count });
  const values = typed.count === count ? typed : { ...EMPTY, count };
  const set = (change: Partial<typeof EMPTY>) => setTyped({ ...values, ...change, count });
  return (
    <BrandingUploadForm
      action={uploadBanner}
      label="Banner picture"
      hint="Cropped to fill 1600×500 (800×250 on phones): keep words away from the edges."
      submitLabel="Add banner"
      previewClassName="aspect-[16/5] w-full bg-gray-100"
      showsField={namesBannerField}
      testId="banner-upload"
    >
      {(refusal) => (
        <div className="space-y-4">
          <FormField
            label="Words on the banner"
            name="text"
            value={values.text}
            onChange={(event) => set({ text: event.target.value })}
            maxLength={100}
            hint="Read aloud to people who cannot see the picture, for example “Diwali sale: up to 50% off”."
            error={refusal?.field === 'text' ? refusal.message : null}
          />
          <BannerSettingsFields values={values} onChange={(settings: BannerSettings) => set(settings)} refusal={refusal} />
        </div>
      )}
    </BrandingUploadForm>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import type { PasswordToggleTexts } from '@/components/ui/form-field';

/** A password field's Show/Hide toggle in the page's language, named after the field ('Show password'). */
export function usePasswordToggle(): (label: string) => PasswordToggleTexts {
  const t = useTranslations('Auth.password');
  return (label: string) => {
    const field = label.toLowerCase();
    return { show: t('show'), hide: t('hide'), showField: t('showField', { field }), hideField: t('hideField', { field }) };
  };
}

'use server';

import { revalidatePath } from 'next/cache';
import { consoleAction, consoleCall, type ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { uploadedBytes } from '@/modules/console/shell/server/uploaded-file';
import type { ShopLanguage } from '@/platform/shops/contract/branding';

const PAGE = '/admin/branding';
const THEME_KEYS = ['text', 'background', 'primary', 'secondary', 'accent'] as const;
const SOCIAL_KEYS = ['facebook', 'instagram', 'linkedin', 'twitter', 'youtube'] as const;

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** Saves the branding form; the platform validates every field and names the first bad one. */
export async function saveBranding(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const result = await consoleAction(async () => {
    const answer = await consoleCall('consoleSaveBranding', {
      body: {
        shopName: text(form, 'shopName'),
        theme: Object.fromEntries(THEME_KEYS.map((key) => [key, text(form, `theme.${key}`)])) as Record<(typeof THEME_KEYS)[number], string>,
        email: text(form, 'email'),
        mobile: text(form, 'mobile'),
        address: text(form, 'address'),
        social: Object.fromEntries(SOCIAL_KEYS.map((key) => [key, text(form, `social.${key}`)])) as Record<(typeof SOCIAL_KEYS)[number], string>,
        headerStrip: text(form, 'headerStrip'),
        gstin: text(form, 'gstin'),
        // Whatever was sent: the platform refuses anything but 'en' and 'hi', naming the field.
        defaultLanguage: text(form, 'defaultLanguage') as ShopLanguage,
        shopNameHi: text(form, 'shopNameHi'),
        headerStripHi: text(form, 'headerStripHi'),
      },
    });
    return answer.message;
  });
  if (result.ok) revalidatePath(PAGE);
  return result;
}

export async function uploadLogo(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  return uploadImage('consoleUploadLogo', form);
}

export async function uploadFavicon(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  return uploadImage('consoleUploadFavicon', form);
}

async function uploadImage(call: 'consoleUploadLogo' | 'consoleUploadFavicon', form: FormData): Promise<ConsoleActionResult> {
  const file = await uploadedBytes(form);
  if (!(file instanceof Uint8Array)) return file;
  const result = await consoleAction(async () => (await consoleCall(call, { body: file })).message);
  if (result.ok) revalidatePath(PAGE);
  return result;
}

/** Back to the standard logo or favicon (the form's `image`), drawn from the shop's name and main colour. */
export async function restoreStandardImage(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const image = form.get('image') === 'favicon' ? 'favicon' : 'logo';
  const result = await consoleAction(async () => (await consoleCall('consoleStandardImage', { body: { image } })).message);
  if (result.ok) revalidatePath(PAGE);
  return result;
}

'use server';

import { revalidatePath } from 'next/cache';
import { PlatformError } from '@/lib/platform/server/client';
import { consoleAction, consoleCall, type ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { uploadedBytes } from '@/modules/console/shell/server/uploaded-file';

const PAGE = '/admin/banners';
const text = (form: FormData, name: string) => String(form.get(name) ?? '');

async function changed(write: () => Promise<string>): Promise<ConsoleActionResult> {
  const result = await consoleAction(write);
  if (result.ok) revalidatePath(PAGE);
  return result;
}

/** Adds a banner from the form's file, with its words, link and days. */
export async function uploadBanner(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const file = await uploadedBytes(form);
  if (!(file instanceof Uint8Array)) return file;
  const query = {
    text: text(form, 'text'),
    textHi: text(form, 'textHi'),
    link: text(form, 'link'),
    activeFrom: text(form, 'activeFrom'),
    activeUntil: text(form, 'activeUntil'),
  };
  return changed(async () => (await consoleCall('consoleUploadBanner', { body: file, query })).message ?? 'Banner added.');
}

/** Saves one banner's Hindi words, link and days. */
export async function updateBanner(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const body = {
    id: Number(text(form, 'id')),
    textHi: text(form, 'textHi'),
    link: text(form, 'link'),
    activeFrom: text(form, 'activeFrom'),
    activeUntil: text(form, 'activeUntil'),
  };
  return changed(async () => (await consoleCall('consoleUpdateBanner', { body })).message ?? 'Banner saved.');
}

/**
 * The list's own changes, so their answer outlives the banner they were about: `intent` 'reorder' puts the banners in
 * the order of `order` (every banner's id, comma-separated); 'remove' removes banner `id`.
 */
export async function changeBannerList(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  if (text(form, 'intent') === 'remove') {
    return changed(async () => (await consoleCall('consoleRemoveBanner', { body: { id: Number(text(form, 'id')) } })).message ?? 'Banner removed.');
  }
  const ids = text(form, 'order').split(',').filter(Boolean).map(Number);
  return changed(async () => (await consoleCall('consoleReorderBanners', { body: { ids } })).message ?? 'Order saved.');
}

export interface LinkProduct {
  asin: string;
  name: string;
}

/** The banner link picker's product search: the shop's products (those its shoppers can see) by name or ASIN. */
export async function findLinkProducts(q: string): Promise<{ ok: true; products: LinkProduct[] } | { ok: false; message: string }> {
  try {
    const { products } = await consoleCall('consoleProductSearch', { query: { q: q.slice(0, 100) } });
    return { ok: true, products: products.filter((p) => p.shown).map((p) => ({ asin: p.asin, name: p.name })) };
  } catch (error) {
    if (error instanceof PlatformError) return { ok: false, message: error.message };
    throw error;
  }
}

'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import type { RequestOf } from '@/platform/contract/calls';
import { PlatformError } from '@/lib/platform/server/client';
import { consoleAction, consoleCall, type ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { uploadedBytes } from '@/modules/console/shell/server/uploaded-file';

const LIST = '/admin/catalogue';
const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** Units per size from the quick stock form: `size-N` names a size, `stock-N` its units (whole numbers, else the platform says). */
export async function setCatalogueStockAction(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const stock: Record<string, number> = {};
  for (const [key, value] of form.entries()) {
    const index = /^size-(\d+)$/.exec(key)?.[1];
    if (index === undefined) continue;
    const typed = text(form, `stock-${index}`).trim();
    stock[String(value)] = typed === '' ? Number.NaN : Number(typed);
  }
  const result = await consoleAction(
    async () => (await consoleCall('consoleCatalogueStock', { body: { asin: text(form, 'asin'), stock } })).message ?? 'Stock saved.',
  );
  if (result.ok) revalidatePath(LIST);
  return result;
}

/** One picture of the product form, through the platform's image pipeline: its stored name and where it shows. */
export async function uploadCataloguePictureAction(
  form: FormData,
): Promise<{ ok: true; file: string; url: string } | { ok: false; message: string }> {
  const bytes = await uploadedBytes(form);
  if (!(bytes instanceof Uint8Array)) return { ok: false, message: bytes.message };
  try {
    const answer = await consoleCall('consoleCataloguePicture', { body: bytes });
    return { ok: true, file: answer.file, url: answer.url };
  } catch (error) {
    if (error instanceof PlatformError) return { ok: false, message: error.message };
    throw error;
  }
}

export type ProductFormResult = ConsoleActionResult | null;

/** The product form's `product` (its fields as JSON: sizes and pictures are lists). Creates the product (the ASIN from the form, or made from the name) or saves an existing one (`asin` fixed). */
export async function saveCatalogueProductAction(_previous: ProductFormResult, form: FormData): Promise<ProductFormResult> {
  // The platform checks every field with its own schema and names the one to fix; this only reads the JSON.
  let fields: RequestOf<'consoleCatalogueCreate'> & RequestOf<'consoleCatalogueUpdate'>;
  try {
    fields = JSON.parse(text(form, 'product'));
  } catch {
    return { ok: false, message: 'The form could not be read; reload the page and try again.' };
  }
  const existing = text(form, 'existing') === 'true';
  let savedAsin = '';
  const result = await consoleAction(async () => {
    const answer = existing
      ? await consoleCall('consoleCatalogueUpdate', { body: fields })
      : await consoleCall('consoleCatalogueCreate', { body: { ...fields, asin: fields.asin || undefined } });
    savedAsin = answer.product.asin;
    return answer.message ?? 'Saved.';
  });
  if (!result.ok) return result;
  revalidatePath(LIST);
  if (!existing) redirect(`${LIST}/${savedAsin}?created=1`);
  revalidatePath(`${LIST}/${savedAsin}`);
  return result;
}

/** Archives the product out of every shop, or brings it back. */
export async function archiveCatalogueProductAction(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const asin = text(form, 'asin');
  const result = await consoleAction(
    async () => (await consoleCall('consoleCatalogueArchive', { body: { asin, archived: text(form, 'archived') === 'true' } })).message ?? 'Saved.',
  );
  if (result.ok) {
    revalidatePath(LIST);
    revalidatePath(`${LIST}/${asin}`);
  }
  return result;
}

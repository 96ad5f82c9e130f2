'use server';

import { revalidatePath } from 'next/cache';
import { consoleAction, consoleCall, type ConsoleActionResult } from '@/modules/console/shell/server/console-call';

const PRICES_PATH = '/admin/prices';

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** The shop's markup, whole per cent (the platform refuses anything else with its own message). */
export async function setMarkupAction(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const result = await consoleAction(async () => (await consoleCall('consolePricesMarkup', { body: { markup: text(form, 'markup') } })).message);
  revalidatePath(PRICES_PATH);
  return result;
}

/** A product's own selling price in whole rupees; empty follows the markup again. */
export async function setProductPriceAction(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const result = await consoleAction(
    async () =>
      (await consoleCall('consolePricesProduct', { body: { product_id: Number(text(form, 'productId')), price: text(form, 'price') } })).message,
  );
  revalidatePath(PRICES_PATH);
  return result;
}

/** Hides a product from the shop (`hidden` = 'true') or shows it again. */
export async function setProductHiddenAction(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const result = await consoleAction(
    async () =>
      (
        await consoleCall('consolePricesProductHidden', {
          body: { product_id: Number(text(form, 'productId')), hidden: text(form, 'hidden') === 'true' },
        })
      ).message,
  );
  revalidatePath(PRICES_PATH);
  return result;
}

/** Hides a whole category from the shop (`hidden` = 'true') or shows it again. */
export async function setCategoryHiddenAction(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const result = await consoleAction(
    async () =>
      (
        await consoleCall('consolePricesCategoryHidden', {
          body: { category_id: Number(text(form, 'categoryId')), hidden: text(form, 'hidden') === 'true' },
        })
      ).message,
  );
  revalidatePath(PRICES_PATH);
  return result;
}

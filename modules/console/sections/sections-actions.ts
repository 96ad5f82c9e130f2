'use server';

import { revalidatePath } from 'next/cache';
import { consoleAction, consoleCall, type ConsoleActionResult } from '@/modules/console/shell/server/console-call';

const LIST_PATH = '/admin/sections';
const sectionPath = (id: number) => `${LIST_PATH}/${id}`;

/** One change from the sections list: `intent` is create, rename, up, down, hide, show or delete. */
export async function changeSection(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id') ?? 0);
  const name = String(form.get('name') ?? '');
  const nameHi = String(form.get('nameHi') ?? '');
  const result = await consoleAction(async () => {
    switch (intent) {
      case 'create':
        return (await consoleCall('consoleSectionCreate', { body: { name, nameHi } })).message;
      case 'rename':
        return (await consoleCall('consoleSectionRename', { body: { id, name, nameHi } })).message;
      case 'up':
      case 'down':
        return (await consoleCall('consoleSectionMove', { body: { id, direction: intent } })).message;
      case 'hide':
      case 'show':
        return (await consoleCall('consoleSectionHide', { body: { id, hidden: intent === 'hide' } })).message;
      case 'delete':
        return (await consoleCall('consoleSectionDelete', { body: { id } })).message;
      default:
        return 'Nothing changed.';
    }
  });
  revalidatePath(LIST_PATH);
  if (id) revalidatePath(sectionPath(id));
  return result;
}

/** What a section shows: `source` is 'products' (the chosen ones) or 'category' (with `categoryId`). */
export async function chooseSectionSource(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const id = Number(form.get('id') ?? 0);
  const category = form.get('source') === 'category' ? Number(form.get('categoryId') ?? 0) : null;
  if (category === 0) return { ok: false, message: 'Choose a category.', field: 'categoryId' };
  const result = await consoleAction(async () => (await consoleCall('consoleSectionSource', { body: { id, categoryId: category } })).message);
  revalidatePath(sectionPath(id));
  revalidatePath(LIST_PATH);
  return result;
}

/** Adds, removes or moves one chosen product of a section (`intent` add, remove, up or down; `productId`). */
export async function changeSectionProducts(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const id = Number(form.get('id') ?? 0);
  const productId = Number(form.get('productId') ?? 0);
  const intent = String(form.get('intent') ?? '');
  const result = await consoleAction(async () => {
    const { section } = await consoleCall('consoleSection', { query: { id: String(id) } });
    const ids = section.products.map((product) => product.id);
    const at = ids.indexOf(productId);
    if (intent === 'add') {
      if (at >= 0) return 'That product is already in the section.';
      ids.push(productId);
    } else if (at < 0) {
      return 'That product is no longer in the section.';
    } else if (intent === 'remove') {
      ids.splice(at, 1);
    } else {
      const to = intent === 'up' ? at - 1 : at + 1;
      if (to < 0 || to >= ids.length) return `That product is already ${intent === 'up' ? 'first' : 'last'}.`;
      [ids[at], ids[to]] = [ids[to]!, ids[at]!];
    }
    await consoleCall('consoleSectionProducts', { body: { id, productIds: ids } });
    const verb = { add: 'added to', remove: 'removed from', up: 'moved up in', down: 'moved down in' }[intent] ?? 'changed in';
    return `The product was ${verb} the section.`;
  });
  revalidatePath(sectionPath(id));
  revalidatePath(LIST_PATH);
  return result;
}

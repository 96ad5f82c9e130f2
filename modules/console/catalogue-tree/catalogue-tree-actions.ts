'use server';

import { revalidatePath } from 'next/cache';
import type { TreeLevel } from '@/platform/catalogue/contract/console-catalogue-tree';
import { movedOneStep, siblingsOf } from './catalogue-tree-siblings';
import { consoleAction, consoleCall, type ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { uploadedBytes } from '@/modules/console/shell/server/uploaded-file';

const TREE_PATH = '/admin/catalogue/categories';
const LABEL: Record<TreeLevel, string> = { group: 'group', category: 'category', subcategory: 'sub-category' };

/** A tree form's outcome and where to show it: next to a node (`category:101`), an add form, or the whole tree (`tree`). */
export type TreeActionResult = ConsoleActionResult & { node: string };

/**
 * One change to the catalogue tree: `intent` is add, rename, tax, picture, up, down, move or delete; `level` and `id` name the
 * node (`parentId` the parent for add and move). The answer goes next to the form's `node`, or next to `answerAt`
 * when the node is deleted.
 */
export async function changeCatalogueTree(_previous: TreeActionResult | null, form: FormData): Promise<TreeActionResult> {
  const text = (key: string) => String(form.get(key) ?? '');
  const intent = text('intent');
  const level = text('level') as TreeLevel;
  const id = Number(text('id'));
  const parentId = text('parentId') === '' ? undefined : Number(text('parentId'));
  const result =
    intent === 'picture'
      ? await uploadPicture(id, form)
      : await consoleAction(async () => {
          switch (intent) {
            case 'add':
              return (await consoleCall('consoleCatalogueTreeAdd', { body: { level, name: text('name'), parentId } })).message ?? '';
            case 'rename':
              // A category's form also sends its Hindi name; the other levels have none.
              return (
                (
                  await consoleCall('consoleCatalogueTreeRename', {
                    body: { level, id, name: text('name'), ...(form.has('nameHi') ? { nameHi: text('nameHi') } : {}) },
                  })
                ).message ?? ''
              );
            case 'tax':
              return (
                (await consoleCall('consoleCatalogueTreeTax', { body: { id, hsnCode: text('hsnCode'), gstRatePercent: text('gstRatePercent') } }))
                  .message ?? ''
              );
            case 'up':
            case 'down':
              return moveOneStep(level, id, intent);
            case 'move':
              if (level !== 'category' && level !== 'subcategory') return 'Only categories and sub-categories move.';
              return (await consoleCall('consoleCatalogueTreeMove', { body: { level, id, parentId: parentId ?? 0 } })).message ?? '';
            case 'delete':
              return (await consoleCall('consoleCatalogueTreeDelete', { body: { level, id } })).message ?? '';
            default:
              return 'Nothing changed.';
          }
        });
  revalidatePath(TREE_PATH);
  const gone = result.ok && intent === 'delete';
  return { ...result, node: (gone ? text('answerAt') : text('node')) || 'tree' };
}

/** A category's picture (the storefront's category carousel): the form's `file`, checked for size first. */
async function uploadPicture(id: number, form: FormData): Promise<ConsoleActionResult> {
  const bytes = await uploadedBytes(form);
  if (!(bytes instanceof Uint8Array)) return bytes;
  return consoleAction(async () => (await consoleCall('consoleCatalogueTreePicture', { body: bytes, query: { id: String(id) } })).message ?? '');
}

/** Swaps a node with its neighbour, reading the order afresh (another operator may have changed it). */
async function moveOneStep(level: TreeLevel, id: number, direction: 'up' | 'down'): Promise<string> {
  const { groups } = await consoleCall('consoleCatalogueTree');
  const siblings = siblingsOf(groups, level, id);
  if (!siblings) return `That ${LABEL[level]} is no longer there.`;
  const ids = movedOneStep(siblings.ids, id, direction);
  if (!ids) return `"${siblings.name}" is already ${direction === 'up' ? 'first' : 'last'}.`;
  await consoleCall('consoleCatalogueTreeReorder', { body: { level, ids } });
  return `"${siblings.name}" moved ${direction}.`;
}

import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { calls } from '../../contract/calls';
import { catalogueListAnswer, catalogueProductAnswer, cataloguePictureAnswer } from '../contract/console-catalogue';
import { catalogueTreeAnswer } from '../contract/console-catalogue-tree';
import { UNREADABLE_FORM_MESSAGE } from '../../shared/contract/upload-limits';
import { csvImportAnswer, csvImportRefusal, csvPictureNames } from '../contract/console-catalogue-csv';
import { Problem } from '../../shared/problem';
import {
  addTreeNode,
  catalogueTreeForOperators,
  deleteTreeNode,
  moveTreeNode,
  renameTreeNode,
  setCategoryPicture,
  setCategoryTax,
  reorderTreeNodes,
} from '../categories';
import { applyCatalogueCsv, dryRunCatalogueCsv } from '../csv/csv-import';
import { exportCatalogueCsv } from '../csv/export';
import type { PictureNames } from '../csv/pictures';
import { announceCatalogueChange, archiveCatalogueProduct, createCatalogueProduct, editCatalogueProduct, setCatalogueStock } from '../editing';
import { getCatalogueProduct, listCatalogue } from '../reading';
import { searchWordsAnswer, searchWordsSaveRequest } from '../contract/console-search-words';
import { formatSynonymLines, parseSynonymLines, readSynonymLines, saveSynonymLines } from '../search-synonyms';
import type { PlatformContext } from '../../shared/platform-context';
import { uploadCataloguePicture } from '../pictures';
import { bytesOf } from '../../shops';
import { answer, readJson, type AppEnv } from '../../shared/http/context';
import { requireConsole } from '../../shared/http/require-console';

export const CSV_BODY_REQUIRED = "Send the CSV file: as the body with Content-Type text/csv, or as a form's `file`.";

/**
 * The operators' catalogue: products, the tree, stock, CSV import and export. One catalogue serves every shop, so
 * only the platform's operators may call these (a shop's owner or admin gets 403); the admin key's own product call
 * (/api/admin/product) stays for scripts.
 */
export function registerConsoleCatalogueRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  const operators = requireConsole(platform, { operatorsOnly: true });
  const json = (c: Context<AppEnv>) => readJson(c, z.unknown());

  app.get(calls.consoleSearchWords.path, operators, async (c) => {
    const lines = await readSynonymLines(platform.db);
    return answer(c, searchWordsAnswer, { status: 'true', text: formatSynonymLines(lines), lines: lines.length });
  });

  app.post(calls.consoleSearchWordsSave.path, operators, async (c) => {
    const lines = parseSynonymLines((await readJson(c, searchWordsSaveRequest)).text);
    await saveSynonymLines(platform.db, lines);
    // Cached search pages answered with the old list.
    await announceCatalogueChange(platform.changes, []);
    const message = `${lines.length} ${lines.length === 1 ? 'line' : 'lines'} saved: searches use them now.`;
    return answer(c, searchWordsAnswer, { status: 'true', text: formatSynonymLines(lines), lines: lines.length, message });
  });

  app.get(calls.consoleCatalogueProducts.path, operators, async (c) =>
    answer(c, catalogueListAnswer, await listCatalogue(platform.db, c.req.query())),
  );

  app.get(calls.consoleCatalogueProduct.path, operators, async (c) =>
    answer(c, catalogueProductAnswer, { status: 'true', product: await getCatalogueProduct(platform.db, c.req.query()) }),
  );

  app.post(calls.consoleCatalogueCreate.path, operators, async (c) => {
    const product = await createCatalogueProduct(platform, await json(c));
    return answer(c, catalogueProductAnswer, { status: 'true', message: `"${product.name}" is added to every shop.`, product });
  });

  app.post(calls.consoleCatalogueUpdate.path, operators, async (c) => {
    const product = await editCatalogueProduct(platform, await json(c));
    return answer(c, catalogueProductAnswer, { status: 'true', message: `"${product.name}" is saved.`, product });
  });

  app.post(calls.consoleCatalogueArchive.path, operators, async (c) => {
    const { product, message } = await archiveCatalogueProduct(platform, await json(c));
    return answer(c, catalogueProductAnswer, { status: 'true', message, product });
  });

  app.post(calls.consoleCatalogueStock.path, operators, async (c) => {
    const product = await setCatalogueStock(platform, await json(c));
    return answer(c, catalogueProductAnswer, { status: 'true', message: `Stock of "${product.name}" is saved.`, product });
  });

  app.get(calls.consoleCatalogueTree.path, operators, async (c) =>
    answer(c, catalogueTreeAnswer, { status: 'true', groups: await catalogueTreeForOperators(platform.db) }),
  );
  const treeChanges = [
    [calls.consoleCatalogueTreeAdd.path, addTreeNode],
    [calls.consoleCatalogueTreeRename.path, renameTreeNode],
    [calls.consoleCatalogueTreeTax.path, setCategoryTax],
    [calls.consoleCatalogueTreeReorder.path, reorderTreeNodes],
    [calls.consoleCatalogueTreeMove.path, moveTreeNode],
    [calls.consoleCatalogueTreeDelete.path, deleteTreeNode],
  ] as const;
  for (const [path, change] of treeChanges) {
    app.post(path, operators, async (c) => answer(c, catalogueTreeAnswer, { status: 'true', ...(await change(platform, await json(c))) }));
  }

  app.post(calls.consoleCatalogueImportDryRun.path, operators, async (c) => {
    const { text, pictureNames } = await csvImport(c);
    const outcome = await dryRunCatalogueCsv(platform.db, text, pictureNames);
    return answer(c, csvImportAnswer, { status: 'true', ...outcome });
  });

  app.post(calls.consoleCatalogueImportApply.path, operators, async (c) => {
    const { text, pictureNames } = await csvImport(c);
    const outcome = await applyCatalogueCsv(platform, text, pictureNames);
    if (!outcome.applied) return answer(c, csvImportRefusal, { status: 'false', field: 'file', ...outcome, applied: false }, 400);
    return answer(c, csvImportAnswer, { status: 'true', ...outcome });
  });

  app.post(calls.consoleCatalogueTreePicture.path, operators, async (c) =>
    answer(c, catalogueTreeAnswer, { status: 'true', ...(await setCategoryPicture(platform, c.req.query(), await bytesOf(c))) }),
  );

  app.post(calls.consoleCataloguePicture.path, operators, async (c) => {
    const picture = await uploadCataloguePicture(platform.db, await bytesOf(c));
    return answer(c, cataloguePictureAnswer, { status: 'true', message: 'Picture uploaded.', ...picture });
  });

  app.get(calls.consoleCatalogueExport.path, operators, async (c) => {
    const csv = await exportCatalogueCsv(platform.db, c.req.query());
    const day = new Date().toISOString().slice(0, 10);
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', `attachment; filename="catalogue-${day}.csv"`);
    c.header('cache-control', 'no-store');
    return c.body(csv);
  });
}

/**
 * The import: the CSV text itself as the body (text/csv), or a form (multipart/form-data) with the CSV as `file` and
 * `pictures`, a JSON object from each picture's own file name to the stored name its upload answered.
 */
async function csvImport(c: Context<AppEnv>): Promise<{ text: string; pictureNames: PictureNames }> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    const form = await c.req.parseBody().catch(() => {
      throw new Problem(400, UNREADABLE_FORM_MESSAGE);
    });
    if (!(form.file instanceof File)) throw new Problem(400, CSV_BODY_REQUIRED, 'file');
    const names = csvPictureNames.safeParse(parseJson(typeof form.pictures === 'string' ? form.pictures : '{}'));
    if (!names.success) throw new Problem(400, names.error.issues[0]!.message, 'pictures');
    return { text: utf8(new Uint8Array(await form.file.arrayBuffer())), pictureNames: new Map(Object.entries(names.data)) };
  }
  if (!/^(text\/csv|text\/plain|application\/csv|application\/vnd\.ms-excel)\b/.test(type)) throw new Problem(400, CSV_BODY_REQUIRED, 'file');
  return { text: utf8(new Uint8Array(await c.req.arrayBuffer())), pictureNames: new Map() };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function utf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new Problem(400, 'The file is not UTF-8 text: save it as "CSV UTF-8" and send it again.', 'file');
  }
}

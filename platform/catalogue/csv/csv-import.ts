import { sql } from 'drizzle-orm';
import type { CsvCounts, CsvProblem, CsvProductDifference } from '../contract/console-catalogue-csv';
import type { Queryable } from '../../shared/db/database';
import { announceCatalogueChange } from '../editing';
import type { Deps } from '../../shared/platform-context';
import { analyseCatalogueCsv, type Analysis } from './analysis';
import { versionsMoved } from './compare';
import { writeImportedProducts } from './writes';
import { refreshPlannerStatistics } from '../planner-statistics';
import { refreshSearchLexicon } from '../search-lexicon';
import type { PictureNames } from './pictures';

/**
 * The catalogue as CSV: one row per product and size (CATALOGUE_CSV_COLUMNS). A product's columns are written on
 * its first row; its further rows may leave them blank (or repeat them exactly). Import is checked whole first (a
 * dry run reports every problem by row and column, and what would be new, changed or unchanged) and applied all or
 * nothing in one transaction, upserting by ASIN. Export writes what import reads back unchanged, with each product's
 * version: a product whose version has moved on since (a sale, an edit) and that the file would change is a
 * conflict, reported with its values now and in the file and left as it is; the rest of the file still applies.
 */

const PLANNER_REFRESH_PRODUCTS = 1000;

export interface ImportOutcome {
  applied: boolean;
  message: string;
  counts: CsvCounts;
  problems: CsvProblem[];
  versioned: boolean;
  changes: CsvProductDifference[];
  conflicts: CsvProductDifference[];
}

export const CONFLICTS_LEFT = (products: number) =>
  `${products === 1 ? '1 product was' : `${products} products were`} changed since the file was exported (a sale or an edit) and ${products === 1 ? 'is' : 'are'} left as ${products === 1 ? 'it is' : 'they are'}: export again to change ${products === 1 ? 'it' : 'them'}.`;
export const UNVERSIONED_FILE =
  'This file has no version column (it was not exported from here): new products are added, and existing products take its values, stock included.';

function summary({ counts, versioned }: Analysis): string {
  const line = `${counts.rows} rows: ${counts.new} new, ${counts.changed} changed and ${counts.unchanged} unchanged products, ${counts.errors} rows with problems.`;
  const notes = [counts.conflicts > 0 ? CONFLICTS_LEFT(counts.conflicts) : '', !versioned && counts.changed > 0 ? UNVERSIONED_FILE : ''];
  return [line, ...notes].filter(Boolean).join(' ');
}

function report(analysis: Analysis): Pick<ImportOutcome, 'counts' | 'problems' | 'versioned' | 'changes' | 'conflicts'> {
  const { counts, problems, versioned, changes, conflicts } = analysis;
  return { counts, problems, versioned, changes, conflicts };
}

/** The dry run: every problem, conflict and change with the counts, nothing written. */
export async function dryRunCatalogueCsv(db: Queryable, text: string, pictureNames?: PictureNames): Promise<ImportOutcome> {
  const analysis = await analyseCatalogueCsv(db, text, pictureNames);
  return { applied: false, message: `Dry run: ${summary(analysis)}`, ...report(analysis) };
}

/**
 * Applies a file with no problems, all or nothing in one transaction (the file is checked again inside it). A file
 * with problems changes nothing and answers them, as the dry run does.
 */
export async function applyCatalogueCsv(deps: Deps, text: string, pictureNames?: PictureNames): Promise<ImportOutcome> {
  const outcome = await deps.db.transaction(async (tx) => {
    // Each insert sorts its rows (a few MB of JSON) into the file's order: in memory, not through temporary files.
    await tx.execute(sql`set local work_mem = '64MB'`);
    let analysis = await analyseCatalogueCsv(tx, text, pictureNames);
    if (analysis.counts.errors > 0) return { analysis, asins: [] as string[] };
    const updates = analysis.writes.flatMap(({ id, version }) => (id !== null && version !== null ? [{ id, version }] : []));
    // A sale committed while the file was read: checked again with those products locked, it is a conflict.
    if (analysis.versioned && (await versionsMoved(tx, updates))) analysis = await analyseCatalogueCsv(tx, text, pictureNames);
    await writeImportedProducts(
      tx,
      analysis.writes.map(({ product, id, savedDescription }) => ({
        asin: product.asin,
        id,
        fields: product.fields,
        archived: product.archived,
        savedDescription,
      })),
    );
    return { analysis, asins: analysis.writes.map((write) => write.product.asin) };
  });
  const { analysis, asins } = outcome;
  if (analysis.counts.errors > 0) {
    return {
      applied: false,
      message: `Nothing was imported: ${plural(analysis.counts.errors)} with problems. ${summary(analysis)}`,
      ...report(analysis),
    };
  }
  if (asins.length) {
    await refreshSearchLexicon(deps.db);
    // A large import changes the tables' shape, as the seed's bulk load does.
    if (asins.length >= PLANNER_REFRESH_PRODUCTS) await refreshPlannerStatistics(deps.db);
    await announceCatalogueChange(deps.changes, asins);
  }
  return { applied: true, message: `Imported: ${summary(analysis)}`, ...report(analysis), problems: [] };
}

function plural(rows: number): string {
  return rows === 1 ? '1 row' : `${rows} rows`;
}

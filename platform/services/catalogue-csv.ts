import { sql } from 'drizzle-orm';
import type { CsvCounts, CsvProblem } from '../contract/console-catalogue-csv';
import type { Queryable } from '../db/database';
import { announceCatalogueChange, type CatalogueDeps } from './catalogue-editing';
import { analyseCatalogueCsv } from './catalogue-csv-analysis';
import { writeImportedProducts } from './catalogue-csv-writes';
import { refreshPlannerStatistics } from './planner-statistics';
import { refreshSearchLexicon } from './search-lexicon';
import type { PictureNames } from './catalogue-csv-pictures';

/**
 * The catalogue as CSV: one row per product and size (CATALOGUE_CSV_COLUMNS). A product's columns are written on
 * its first row; its further rows may leave them blank (or repeat them exactly). Import is checked whole first (a
 * dry run reports every problem by row and column, and what would be new, changed or unchanged) and applied all or
 * nothing in one transaction, upserting by ASIN. Export writes what import reads back unchanged.
 */

const PLANNER_REFRESH_PRODUCTS = 1000;

export interface ImportOutcome {
  applied: boolean;
  message: string;
  counts: CsvCounts;
  problems: CsvProblem[];
}

function summary(counts: CsvCounts): string {
  return `${counts.rows} rows: ${counts.new} new, ${counts.changed} changed and ${counts.unchanged} unchanged products, ${counts.errors} rows with problems.`;
}

/** The dry run: every problem and the counts, nothing written. */
export async function dryRunCatalogueCsv(db: Queryable, text: string, pictureNames?: PictureNames): Promise<ImportOutcome> {
  const analysis = await analyseCatalogueCsv(db, text, pictureNames);
  return { applied: false, message: `Dry run: ${summary(analysis.counts)}`, counts: analysis.counts, problems: analysis.problems };
}

/**
 * Applies a file with no problems, all or nothing in one transaction (the file is checked again inside it). A file
 * with problems changes nothing and answers them, as the dry run does.
 */
export async function applyCatalogueCsv(deps: CatalogueDeps, text: string, pictureNames?: PictureNames): Promise<ImportOutcome> {
  const outcome = await deps.db.transaction(async (tx) => {
    // Each insert sorts its rows (a few MB of JSON) into the file's order: in memory, not through temporary files.
    await tx.execute(sql`set local work_mem = '64MB'`);
    const analysis = await analyseCatalogueCsv(tx, text, pictureNames);
    if (analysis.counts.errors > 0) return { analysis, asins: [] as string[] };
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
      message: `Nothing was imported: ${plural(analysis.counts.errors)} with problems. ${summary(analysis.counts)}`,
      counts: analysis.counts,
      problems: analysis.problems,
    };
  }
  if (asins.length) {
    await refreshSearchLexicon(deps.db);
    // A large import changes the tables' shape, as the seed's bulk load does.
    if (asins.length >= PLANNER_REFRESH_PRODUCTS) await refreshPlannerStatistics(deps.db);
    await announceCatalogueChange(deps.changes, asins);
  }
  return { applied: true, message: `Imported: ${summary(analysis.counts)}`, counts: analysis.counts, problems: [] };
}

function plural(rows: number): string {
  return rows === 1 ? '1 row' : `${rows} rows`;
}

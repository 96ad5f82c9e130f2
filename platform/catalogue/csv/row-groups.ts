import Papa from 'papaparse';
import { ASIN_PATTERN } from '../contract/console-catalogue';
import { CSV_VERSION_COLUMN, type CatalogueCsvColumn } from '../contract/console-catalogue-csv';
import { Problem } from '../../shared/problem';
import { eventLoopTurn } from '../../shared/workers/event-loop-turn';
import { PRODUCT_COLUMNS } from './columns';

export const CSV_UNREADABLE = (detail: string) => `The file is not readable as CSV: ${detail}`;

/** escape_formulas on export puts a ' before these; import takes it off again. */
const GUARDED = /^'[=+\-@\t\r]/;
/** Rows read between two turns of the event loop (about 10 ms of work on a quiet machine). */
const PER_TURN = 500;

/** One product's rows of the file: its product columns from its first row, a size and stock from each row. */
export interface RowGroup {
  rows: number[];
  product: Record<string, string>;
  version: string;
  sizes: { row: number; size: string; stock: string }[];
}

export interface CsvHeader {
  header: string[];
  index: Map<CatalogueCsvColumn, number>;
  /** The version column's index, -1 without one. */
  versionIndex: number;
}

/**
 * Reads a CSV's cells (papaparse: a tenth of csv-parse's time on a 100,000-row file, read twice per import); a
 * file that is not CSV (an unclosed or stray quote) is one 400 naming the row, the header being row 1.
 */
export function readCells(text: string): string[][] {
  const { data, errors } = Papa.parse<string[]>(text.startsWith(BOM) ? text.slice(BOM.length) : text, { delimiter: ',', skipEmptyLines: true });
  const [error] = errors;
  if (error) throw new Problem(400, CSV_UNREADABLE(`${error.message} (row ${(error.row ?? 0) + 1}).`), 'file');
  return data;
}

const BOM = '\ufeff';

function unguard(cell: string): string {
  return GUARDED.test(cell) ? cell.slice(1) : cell;
}

/**
 * Groups the rows by ASIN, the product columns from its first row; later rows may leave them blank or repeat them.
 * A row without a valid ASIN, or that contradicts its product's first row, is reported (row numbers count the header).
 */
export async function groupRowsByAsin(
  cells: string[][],
  { header, index, versionIndex }: CsvHeader,
  report: (row: number, column: string, message: string) => void,
): Promise<Map<string, RowGroup>> {
  const versioned = versionIndex >= 0;
  const groups = new Map<string, RowGroup>();
  for (let i = 1; i < cells.length; i++) {
    if (i % PER_TURN === 0) await eventLoopTurn();
    const row = i + 1;
    const record = cells[i]!;
    const cell = (column: CatalogueCsvColumn) => unguard(record[index.get(column)!] ?? '');
    if (record.length !== header.length) report(row, 'asin', `This row has ${record.length} cells; the header has ${header.length}.`);
    const asin = cell('asin').trim();
    if (!ASIN_PATTERN.test(asin)) {
      report(row, 'asin', asin ? `"${asin}" is not an ASIN: lower-case letters, digits and hyphens only.` : 'The ASIN is required.');
      continue;
    }
    let group = groups.get(asin);
    const version = versioned ? (record[versionIndex] ?? '').trim() : '';
    if (!group) {
      group = { rows: [], product: Object.fromEntries(PRODUCT_COLUMNS.map((column) => [column, cell(column)])), version, sizes: [] };
      groups.set(asin, group);
    } else {
      if (version !== '' && version !== group.version) {
        report(row, CSV_VERSION_COLUMN, `The version differs from row ${group.rows[0]} of the same ASIN; leave it blank or write the same.`);
      }
      for (const column of PRODUCT_COLUMNS) {
        const value = cell(column);
        if (value !== '' && value !== group.product[column]) {
          report(row, column, `The ${column} differs from row ${group.rows[0]} of the same ASIN; leave it blank or write the same.`);
        }
      }
    }
    group.rows.push(row);
    group.sizes.push({ row, size: cell('size'), stock: cell('stock') });
  }

  return groups;
}

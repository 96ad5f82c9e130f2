import { call, consoleChanges } from '../../shared/contract/call';
import * as consoleCatalogue from './console-catalogue';
import * as catalogueCsv from './console-catalogue-csv';
import * as catalogueTree from './console-catalogue-tree';
import * as searchWords from './console-search-words';

/** An operator's change of the catalogue tree, answered with the whole tree. */
const treeChange = consoleChanges(catalogueTree.catalogueTreeAnswer);

/** The operators' catalogue (console-catalogue.ts): operators only; GET calls take their filters as query parameters. */
export const catalogueCalls = {
  consoleCatalogueProducts: call({
    method: 'GET',
    path: '/api/console/catalogue/products',
    auth: 'console',
    body: 'none',
    request: consoleCatalogue.catalogueListQuery,
    answer: consoleCatalogue.catalogueListAnswer,
    extension: true,
  }),
  consoleCatalogueProduct: call({
    method: 'GET',
    path: '/api/console/catalogue/products/detail',
    auth: 'console',
    body: 'none',
    request: consoleCatalogue.catalogueProductQuery,
    answer: consoleCatalogue.catalogueProductAnswer,
    extension: true,
  }),
  consoleCatalogueCreate: call({
    method: 'POST',
    path: '/api/console/catalogue/products/create',
    auth: 'console',
    body: 'json',
    request: consoleCatalogue.catalogueCreateRequest,
    answer: consoleCatalogue.catalogueProductAnswer,
    extension: true,
  }),
  consoleCatalogueUpdate: call({
    method: 'POST',
    path: '/api/console/catalogue/products/update',
    auth: 'console',
    body: 'json',
    request: consoleCatalogue.catalogueUpdateRequest,
    answer: consoleCatalogue.catalogueProductAnswer,
    extension: true,
  }),
  consoleCatalogueArchive: call({
    method: 'POST',
    path: '/api/console/catalogue/products/archive',
    auth: 'console',
    body: 'json',
    request: consoleCatalogue.catalogueArchiveRequest,
    answer: consoleCatalogue.catalogueProductAnswer,
    extension: true,
  }),
  consoleCatalogueStock: call({
    method: 'POST',
    path: '/api/console/catalogue/stock',
    auth: 'console',
    body: 'json',
    request: consoleCatalogue.catalogueStockRequest,
    answer: consoleCatalogue.catalogueProductAnswer,
    extension: true,
  }),
  consoleCatalogueTree: call({
    method: 'GET',
    path: '/api/console/catalogue/tree',
    auth: 'console',
    body: 'none',
    answer: catalogueTree.catalogueTreeAnswer,
    extension: true,
  }),
  consoleCatalogueTreeAdd: treeChange('/api/console/catalogue/tree/add', catalogueTree.treeAddRequest),
  consoleCatalogueTreeRename: treeChange('/api/console/catalogue/tree/rename', catalogueTree.treeRenameRequest),
  consoleCatalogueTreeTax: treeChange('/api/console/catalogue/tree/tax', catalogueTree.treeTaxRequest),
  consoleCatalogueTreeReorder: treeChange('/api/console/catalogue/tree/reorder', catalogueTree.treeReorderRequest),
  consoleCatalogueTreeMove: treeChange('/api/console/catalogue/tree/move', catalogueTree.treeMoveRequest),
  consoleCatalogueTreeDelete: treeChange('/api/console/catalogue/tree/delete', catalogueTree.treeDeleteRequest),
  /** The body is the CSV text itself (text/csv) or a form with it and its pictures' names, up to 32 MB. */
  consoleCatalogueImportDryRun: call({
    method: 'POST',
    path: '/api/console/catalogue/import/dry_run',
    auth: 'console',
    body: 'raw',
    answer: catalogueCsv.csvImportAnswer,
    extension: true,
  }),
  /** All or nothing: a file with problems answers 400 with them (csvImportRefusal) and changes nothing. */
  consoleCatalogueImportApply: call({
    method: 'POST',
    path: '/api/console/catalogue/import/apply',
    auth: 'console',
    body: 'raw',
    answer: catalogueCsv.csvImportAnswer,
    extension: true,
  }),
  /** A product picture's bytes (raw body, 5 MB at most): answers its stored file name for `images`. */
  consoleCataloguePicture: call({
    method: 'POST',
    path: '/api/console/catalogue/pictures',
    auth: 'console',
    body: 'raw',
    request: consoleCatalogue.cataloguePictureBody,
    answer: consoleCatalogue.cataloguePictureAnswer,
    extension: true,
  }),
  /** A category's picture (raw body, 5 MB at most, ?id= the category): answers the tree. */
  consoleCatalogueTreePicture: call({
    method: 'POST',
    path: '/api/console/catalogue/tree/picture',
    auth: 'console',
    body: 'raw',
    request: consoleCatalogue.cataloguePictureBody,
    answer: catalogueTree.catalogueTreeAnswer,
    extension: true,
  }),
  /** text/csv: the whole catalogue, or the list's filters given as query parameters. */
  consoleCatalogueExport: call({
    method: 'GET',
    path: '/api/console/catalogue/export',
    auth: 'console',
    body: 'none',
    request: consoleCatalogue.catalogueListQuery,
    answer: catalogueCsv.catalogueExportAnswer,
    extension: true,
  }),
  /** The search synonyms, one "word = synonym, synonym" line each. */
  consoleSearchWords: call({
    method: 'GET',
    path: '/api/console/catalogue/search_words',
    auth: 'console',
    body: 'none',
    answer: searchWords.searchWordsAnswer,
    extension: true,
  }),
  /** Replaces the whole list; a line it cannot read answers 400 naming the line, and nothing changes. */
  consoleSearchWordsSave: call({
    method: 'POST',
    path: '/api/console/catalogue/search_words',
    auth: 'console',
    body: 'json',
    request: searchWords.searchWordsSaveRequest,
    answer: searchWords.searchWordsAnswer,
    extension: true,
  }),
} as const;

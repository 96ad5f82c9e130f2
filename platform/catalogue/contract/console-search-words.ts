import { z } from 'zod';
import { statusTrue } from '../../shared/contract/common';

/** The operator's list of search synonyms, as the console's text box holds it: "saree = sari, sadi", a line each. */
export const SYNONYM_LIST_MAX_LINES = 500;
export const SYNONYM_WORD_MAX = 40;
export const SYNONYM_TEXT_MAX = 40_000;

export const searchWordsAnswer = z.object({
  status: statusTrue,
  /** The saved list, one "word = synonym, synonym" line each. */
  text: z.string(),
  lines: z.number().int(),
  message: z.string().optional(),
});

export const searchWordsSaveRequest = z.object({
  text: z.string().max(SYNONYM_TEXT_MAX, `must be at most ${SYNONYM_TEXT_MAX} characters`),
});

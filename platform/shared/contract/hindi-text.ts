import { z } from 'zod';

/**
 * The Hindi version of a text a reseller or operator writes (shop name, header strip, banner words, section and
 * category names): optional ('' = none, the English is shown), trimmed, in Unicode's composed form (NFC, so one word
 * typed on two keyboards is stored once), and held to the same length limit as its English (counted after composing).
 */
export const hindiText = (max: number, label: string) =>
  z.string(`${label} must be text.`).trim().normalize('NFC').max(max, `${label} can be at most ${max} characters.`);

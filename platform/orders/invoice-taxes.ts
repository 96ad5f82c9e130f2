import { isIntraState, splitGst, type GstSplit } from './gst';

type GstFigures = { taxable: number; cgst: number; sgst: number; igst: number };

/**
 * The GST inside each line that is not cancelled, for a shop with a GSTIN and a category with a rate (prices include
 * GST), and the totals; in rupees with paise. A shop without a GSTIN charges no GST, so its invoice has no tax lines.
 */
export function invoiceTaxes(
  gstin: string,
  placeOfSupply: string,
  lines: { line: { amountPaise: number; status: string }; gstRate: number | null }[],
): { lines: ((GstFigures & { rate_percent: number }) | null)[]; totals: GstFigures | null } {
  if (!gstin) return { lines: lines.map(() => null), totals: null };
  const intraState = isIntraState(gstin, placeOfSupply);
  const splits = lines.map(({ line, gstRate }) =>
    gstRate === null || line.status === 'Cancelled' ? null : splitGst(line.amountPaise, gstRate, intraState),
  );
  const taxed = splits.filter((split): split is GstSplit => split !== null);
  const sum = (pick: (split: GstSplit) => number) => taxed.reduce((total, split) => total + pick(split), 0);
  const figures = (taxable: number, cgst: number, sgst: number, igst: number): GstFigures => ({
    taxable: taxable / 100,
    cgst: cgst / 100,
    sgst: sgst / 100,
    igst: igst / 100,
  });
  return {
    lines: splits.map((split) =>
      split ? { rate_percent: split.rateBasisPoints / 100, ...figures(split.taxablePaise, split.cgstPaise, split.sgstPaise, split.igstPaise) } : null,
    ),
    totals: taxed.length
      ? figures(
          sum((split) => split.taxablePaise),
          sum((split) => split.cgstPaise),
          sum((split) => split.sgstPaise),
          sum((split) => split.igstPaise),
        )
      : null,
  };
}

import { describe, expect, it } from 'vitest';
import { isIntraState, splitGst } from './gst';

describe('GST on an invoice', () => {
  it('takes 5 % out of an inclusive ₹1,050 as ₹1,000 taxable and ₹50 GST, split CGST and SGST within a state', () => {
    expect(splitGst(105_000, 500, true)).toEqual({ rateBasisPoints: 500, taxablePaise: 100_000, cgstPaise: 2_500, sgstPaise: 2_500, igstPaise: 0 });
  });

  it('charges the whole GST as IGST across states, and the parts always add up to the amount', () => {
    const split = splitGst(2_779_00, 1_200, false);
    expect(split.igstPaise).toBe(2_779_00 - split.taxablePaise);
    expect(split.taxablePaise).toBe(248_125);
    const odd = splitGst(99_99, 1_800, true);
    expect(odd.taxablePaise + odd.cgstPaise + odd.sgstPaise).toBe(99_99);
    expect(odd.sgstPaise - odd.cgstPaise).toBeLessThanOrEqual(1);
  });

  it("knows a sale is within one state from the GSTIN's state code and the delivery state", () => {
    expect(isIntraState('27AAPFA1234C1Z5', 'Maharashtra')).toBe(true);
    expect(isIntraState('27AAPFA1234C1Z5', 'Karnataka')).toBe(false);
    expect(isIntraState('07AAPFA1234C1Z5', 'Delhi')).toBe(true);
    expect(isIntraState('27AAPFA1234C1Z5', 'Atlantis')).toBe(false);
  });
});

import type { INDIAN_STATES } from '../customers/contract/addresses';

type IndianState = (typeof INDIAN_STATES)[number];

/** The GST state code each state's GSTINs start with. */
const GST_STATE_CODES: Record<IndianState, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

export interface GstSplit {
  /** Basis points (500 = 5 %). */
  rateBasisPoints: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * Whether a sale is within one state: the seller's GSTIN state code against the place of supply (the delivery
 * address's state). A state the table does not know counts as another state (IGST).
 */
export function isIntraState(gstin: string, placeOfSupply: string): boolean {
  const code = GST_STATE_CODES[placeOfSupply as IndianState];
  return code !== undefined && gstin.slice(0, 2) === code;
}

/**
 * The tax inside a GST-inclusive amount: taxable value = amount × 100 / (100 + rate), the rest is GST, split equally
 * into CGST and SGST within one state (SGST takes the odd paisa) or charged whole as IGST across states.
 */
export function splitGst(amountPaise: number, rateBasisPoints: number, intraState: boolean): GstSplit {
  const taxablePaise = Math.round((amountPaise * 10_000) / (10_000 + rateBasisPoints));
  const gstPaise = amountPaise - taxablePaise;
  if (!intraState) return { rateBasisPoints, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: gstPaise };
  const cgstPaise = Math.floor(gstPaise / 2);
  return { rateBasisPoints, taxablePaise, cgstPaise, sgstPaise: gstPaise - cgstPaise, igstPaise: 0 };
}

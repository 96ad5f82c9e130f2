import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestPlatform } from '../../testing/test-platform';
import { type TestProduct, type TestShopper } from '../../testing/order-test-kit';
import { consoleOrderCalls, setUpConsoleOrders } from '../../testing/console-orders-kit';

describe('the console: orders', () => {
  let platform: TestPlatform;
  let owner: string;
  let shopper: TestShopper;
  let priya: string;
  let priyaAddress: number;
  let holi: TestProduct;
  const { detail, place } = consoleOrderCalls(() => ({
    platform,
    owner,
    shopper,
  }));

  beforeAll(async () => {
    ({ platform, owner, shopper, priya, priyaAddress, holi } = await setUpConsoleOrders());
  });
  afterAll(() => platform.close());

  describe('GST on the invoice', () => {
    it("takes the category's rate out of each line: CGST and SGST for a buyer in the GSTIN's state, IGST for another state", async () => {
      await platform.context.db.execute(
        sql`update categories set hsn_code = '6109', gst_rate_basis_points = 500 where id = (select category_id from products where id = ${holi.id})`,
      );
      await platform.context.db.execute(sql`update resellers set gstin = '27ABCDE1234F1Z5' where id = 1`);
      platform.context.resellers.forget();
      const inState = (await detail((await place(priya, priyaAddress, 'COD', [{ product: holi, quantity: 1, size: 'M' }])).CoOrderID)).body.order;
      const amount = inState.lines[0].amount;
      const taxable = Math.round((amount * 100 * 10_000) / 10_500) / 100;
      const gst = Math.round((amount - taxable) * 100);
      expect(inState.lines[0].tax).toEqual({
        rate_percent: 5,
        taxable,
        cgst: Math.floor(gst / 2) / 100,
        sgst: (gst - Math.floor(gst / 2)) / 100,
        igst: 0,
      });
      expect(inState.tax_totals).toEqual({ taxable, cgst: Math.floor(gst / 2) / 100, sgst: (gst - Math.floor(gst / 2)) / 100, igst: 0 });

      await platform.context.db.execute(sql`update resellers set gstin = '29ABCDE1234F1Z5' where id = 1`);
      platform.context.resellers.forget();
      const otherState = (await detail(inState.number)).body.order;
      expect(otherState.tax_totals).toEqual({ taxable, cgst: 0, sgst: 0, igst: gst / 100 });

      // A shop without a GSTIN charges no GST: no tax lines at all.
      await platform.context.db.execute(sql`update resellers set gstin = '' where id = 1`);
      platform.context.resellers.forget();
      const unregistered = (await detail(inState.number)).body.order;
      expect(unregistered.lines[0].tax).toBeNull();
      expect(unregistered.tax_totals).toBeNull();
      await platform.context.db.execute(sql`update categories set gst_rate_basis_points = null`);
    });
  });
});

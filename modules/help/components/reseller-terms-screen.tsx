import { Accordion } from '@/modules/help/components/accordion';
import { PolicyLayout } from '@/modules/help/components/policy-layout';
import type { requireShop } from '@/modules/catalogue/server/require-shop';

export function ResellerTermsScreen({ shop }: { shop: Awaited<ReturnType<typeof requireShop>> }) {
  const contact = [shop.email, shop.mobile].filter(Boolean).join(' or ');
  return (
    <PolicyLayout
      title="Reseller Terms & Conditions"
      current="/ResellerTermsConditions"
      intro={
        <p>
          These terms apply to resellers who build and manage their own online shop on the platform that runs {shop.name}, and to shoppers who buy
          from those shops. By opening a reseller shop or placing an order you agree to them.
        </p>
      }
    >
      <Accordion
        items={[
          {
            title: '1. Your reseller shop',
            open: true,
            body: (
              <>
                <p>
                  As a reseller you run your own website under your own name, logo, colours and web address, selling products from our shared supplier
                  catalogue.
                </p>
                <p>
                  You are responsible for the accuracy of the contact details, social links and banners you publish, and for answering your shoppers.
                </p>
              </>
            ),
          },
          {
            title: '2. Prices and payments',
            body: (
              <>
                <p>
                  You set your selling prices on top of the supplier price. All prices are in Indian rupees (₹) and include applicable taxes unless
                  stated otherwise.
                </p>
                <p>Shoppers pay on delivery or online through Razorpay. Amounts are always calculated by the platform at the time of the order.</p>
              </>
            ),
          },
          {
            title: '3. Orders, delivery and cancellations',
            body: (
              <>
                <p>
                  Orders are confirmed when stock is reserved for them. A shopper may cancel an item until it ships; cancelled items return to stock.
                </p>
                <p>Delivery charges, where they apply, are shown on the product page and in the order summary before the order is placed.</p>
              </>
            ),
          },
          {
            title: '4. Returns and refunds',
            body: (
              <p>
                Returns follow the Return Policy: 30 days from delivery, refunds within 7 business days to the original payment method, shipping
                charges non-refundable.
              </p>
            ),
          },
          {
            title: '5. Acceptable use',
            body: (
              <p>
                You may not use your shop for misleading claims, counterfeit or prohibited goods, spam, or anything unlawful in India. We may suspend
                a shop that does.
              </p>
            ),
          },
          {
            title: '6. Shopper data and privacy',
            body: (
              <p>
                Shoppers’ accounts, addresses and orders belong to the shop they were made in and are never shared with another reseller. Passwords
                are stored only in hashed form.
              </p>
            ),
          },
          {
            title: '7. Intellectual property',
            body: (
              <p>
                You keep the rights to your logo and brand. Product images and descriptions from the supplier catalogue may be used only to sell those
                products on your shop.
              </p>
            ),
          },
          {
            title: '8. Liability',
            body: (
              <p>
                The platform is provided with reasonable care and skill. We are not liable for indirect losses, or for interruptions caused by events
                beyond our reasonable control.
              </p>
            ),
          },
          {
            title: '9. Changes and termination',
            body: (
              <p>
                We may update these terms; the date above shows the latest version. Either side may end a reseller arrangement with notice; orders
                already placed will be completed.
              </p>
            ),
          },
          {
            title: '10. Governing law and contact',
            body: <p>These terms are governed by the laws of India. Questions about them can be sent to {contact || 'our support team'}.</p>,
          },
        ]}
      />
    </PolicyLayout>
  );
}

import { describe, expect, it } from 'vitest';
import { orderUpdateEmail, type OrderUpdate } from './order-update-email';

const base = {
  shopId: 1,
  to: 'priya@example.com',
  firstName: 'Priya',
  shop: { name: 'Apna Bazaar', nameHi: 'अपना बाज़ार', email: 'help@apnabazaar.in', mobile: '9876543210' },
  orderNumber: 'OD26112900000001',
};

const updates: OrderUpdate[] = [
  { status: 'Placed', totalPaise: 129_900, paid: true, trackLink: 'https://apnabazaar.in/hi/track?order=OD26112900000001' },
  { status: 'Placed', totalPaise: 129_900, paid: false, trackLink: 'https://apnabazaar.in/hi/track?order=OD26112900000001' },
  { status: 'Confirmed' },
  { status: 'Packed' },
  { status: 'Shipped', courier: 'Delhivery', trackingNumber: 'DL-7788' },
  { status: 'Shipped', courier: '', trackingNumber: '' },
  { status: 'Delivered' },
  { status: 'Payment Pending' },
  { status: 'Cancelled', reason: 'Incorrect size ordered', items: ['Holi T-shirt (M)'], wholeOrder: false, refundPaise: 49_900 },
  { status: 'Cancelled', reason: 'Not confirmed in time: cancelled.', items: [], wholeOrder: true, refundPaise: 0 },
];

/** Words a Hindi mail may carry in Latin letters: names, numbers, links, the shop's contact. */
const allowedLatin = /Priya|Delhivery|DL|OD\d+|https?:\/\/\S+|help@apnabazaar\.in|Holi|T-shirt|M\b/g;

describe('order update mails in Hindi', () => {
  it.each(updates)('writes $status in Hindi throughout, in the shop’s Hindi name, with no English left', (update) => {
    const mail = orderUpdateEmail({ ...base, update, language: 'hi' });
    expect(mail.subject).toContain('अपना बाज़ार');
    expect(mail.subject).toContain(base.orderNumber);
    expect(mail.text.startsWith('नमस्ते Priya,\n\n')).toBe(true);
    expect(mail.text).toContain('कोई सवाल? 9876543210 · help@apnabazaar.in');
    for (const words of [mail.subject, mail.text]) expect(words.replace(allowedLatin, '')).not.toMatch(/[A-Za-z]{2,}/);
    expect(mail.html).toContain('<html lang="hi">');
  });

  it('gives the refund of a cancelled item of a paid order, and the courier and tracking number of a shipment', () => {
    const cancelled = orderUpdateEmail({ ...base, update: updates[8]!, language: 'hi' });
    expect(cancelled.subject).toBe('आपके अपना बाज़ार ऑर्डर OD26112900000001 का एक आइटम रद्द हो गया है');
    expect(cancelled.text).toContain('हमने आपके ऑर्डर OD26112900000001 से Holi T-shirt (M) रद्द कर दिया है।');
    expect(cancelled.text).toContain('कारण: गलत साइज़ ऑर्डर हो गया');
    expect(cancelled.text).toContain('₹499 का रिफ़ंड उसी खाते में भेजा जा रहा है');
    const shipped = orderUpdateEmail({ ...base, update: updates[4]!, language: 'hi' });
    expect(shipped.text).toContain('आपका ऑर्डर OD26112900000001 Delhivery से आपके पास आ रहा है।\nट्रैकिंग नंबर: DL-7788');
    const paid = orderUpdateEmail({ ...base, update: updates[0]!, language: 'hi' });
    expect(paid.text).toContain('ऑनलाइन भुगतान हो गया: ₹1,299।');
  });

  it('writes in English, in the English shop name, without a language or in English', () => {
    for (const language of [undefined, 'en'] as const) {
      const mail = orderUpdateEmail({ ...base, update: updates[3]!, language });
      expect(mail.subject).toBe('Your Apna Bazaar order OD26112900000001 is packed');
      expect(mail.text).toBe(
        'Hello Priya,\n\nYour order OD26112900000001 is packed and will be handed to the courier soon.\n\n' +
          'You can follow your order under My Orders in our shop.\n\nApna Bazaar\nQuestions? 9876543210 · help@apnabazaar.in',
      );
    }
  });
});

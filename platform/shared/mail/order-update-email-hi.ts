import type { OrderUpdateEmail } from './order-update';

const rupees = (paise: number) => `₹${Math.round(paise / 100).toLocaleString('en-IN')}`;

/**
 * The cancellation reasons the platform itself writes (the cancellation form's, the shop's default, the expiry
 * sweep's), in Hindi. A reason a shop typed is quoted as typed.
 */
const HINDI_REASONS: Record<string, string> = {
  'Incorrect size ordered': 'गलत साइज़ ऑर्डर हो गया',
  'Product not required anymore': 'अब प्रोडक्ट की ज़रूरत नहीं है',
  'Cash Issue': 'पैसों की समस्या',
  'Ordered By Mistake': 'गलती से ऑर्डर हो गया',
  'Wants to change style/color': 'स्टाइल/रंग बदलना है',
  'Delayed Delivery Cancellation': 'डिलीवरी में देरी',
  'Duplicate Order': 'डुप्लिकेट ऑर्डर',
  'Cancelled by the shop.': 'शॉप ने ऑर्डर रद्द किया।',
  'Not confirmed in time: cancelled.': 'समय पर कन्फ़र्म नहीं हुआ, इसलिए रद्द किया गया।',
};

export const hindiReason = (reason: string) => HINDI_REASONS[reason] ?? reason;

/** The subject and the paragraphs of one update, in Hindi (plain Hindi as Indian shopping apps write it). */
export function hindiWording(mail: OrderUpdateEmail, shop: string): { subject: string; paragraphs: string[] } {
  const { orderNumber: order, update } = mail;
  switch (update.status) {
    case 'Placed':
      return {
        subject: `आपका ${shop} ऑर्डर ${order} प्लेस हो गया है`,
        paragraphs: [
          `आपके ऑर्डर ${order} के लिए धन्यवाद। हमें आपका ऑर्डर मिल गया है; पैक और शिप होने पर हम आपको ईमेल करेंगे।`,
          update.paid ? `ऑनलाइन भुगतान हो गया: ${rupees(update.totalPaise)}।` : `डिलीवरी पर भुगतान करना है: ${rupees(update.totalPaise)}।`,
        ],
      };
    case 'Packed':
      return {
        subject: `आपका ${shop} ऑर्डर ${order} पैक हो गया है`,
        paragraphs: [`आपका ऑर्डर ${order} पैक हो गया है और जल्द ही कूरियर को सौंप दिया जाएगा।`],
      };
    case 'Shipped':
      return {
        subject: `आपका ${shop} ऑर्डर ${order} शिप हो गया है`,
        paragraphs: [
          update.courier ? `आपका ऑर्डर ${order} ${update.courier} से आपके पास आ रहा है।` : `आपका ऑर्डर ${order} आपके पास आ रहा है।`,
          ...(update.trackingNumber ? [`ट्रैकिंग नंबर: ${update.trackingNumber}`] : []),
        ],
      };
    case 'Delivered':
      return {
        subject: `आपका ${shop} ऑर्डर ${order} डिलीवर हो गया है`,
        paragraphs: [`आपका ऑर्डर ${order} डिलीवर हो गया है। ${shop} से खरीदारी करने के लिए धन्यवाद।`],
      };
    case 'Cancelled': {
      const what = update.wholeOrder
        ? `हमने आपका ऑर्डर ${order} रद्द कर दिया है।`
        : `हमने आपके ऑर्डर ${order} से ${update.items.join(', ')} रद्द ${update.items.length > 1 ? 'कर दिए हैं' : 'कर दिया है'}।`;
      const paragraphs = [what, `कारण: ${hindiReason(update.reason)}`];
      if (update.refundPaise > 0) {
        paragraphs.push(`${rupees(update.refundPaise)} का रिफ़ंड उसी खाते में भेजा जा रहा है जिससे आपने भुगतान किया था; बैंक आम तौर पर 5–7 कामकाजी दिन लेते हैं।`);
      }
      return {
        subject: update.wholeOrder ? `आपका ${shop} ऑर्डर ${order} रद्द हो गया है` : `आपके ${shop} ऑर्डर ${order} का एक आइटम रद्द हो गया है`,
        paragraphs,
      };
    }
    case 'Confirmed':
      return {
        subject: `आपका ${shop} ऑर्डर ${order} कन्फ़र्म हो गया है`,
        paragraphs: [`आपका ऑर्डर ${order} कन्फ़र्म हो गया है।`],
      };
    case 'Payment Pending':
      return {
        subject: `आपके ${shop} ऑर्डर ${order} का भुगतान बाकी है`,
        paragraphs: [`आपके ऑर्डर ${order} का भुगतान अभी बाकी है।`],
      };
  }
}

/** The words around the update: greeting, the link to follow the order, the shop's contact. */
export const HINDI_FRAME = {
  greeting: (firstName: string) => (firstName ? `नमस्ते ${firstName},` : 'नमस्ते,'),
  followAt: (link: string) => `अपना ऑर्डर यहाँ ट्रैक करें: ${link}`,
  followLink: 'अपना ऑर्डर ट्रैक करें',
  followInShop: 'आप हमारी शॉप में "मेरे ऑर्डर" में अपना ऑर्डर देख सकते हैं।',
  questions: (contact: string) => `कोई सवाल? ${contact}`,
};

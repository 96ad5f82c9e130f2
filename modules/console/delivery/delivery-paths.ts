/** The console's Delivery section: cash on delivery and delivery dates. */
export const DELIVERY_PATH = '/admin/delivery';

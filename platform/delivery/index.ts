/**
 * delivery/: delivery dates by PIN code — the shop's dispatch rules, India's calendar, zones from the shop's dispatch
 * PIN code, Check_Pincode and the console's delivery settings. What the rest of the platform uses of it, and imports
 * from here only; the storefront imports contract/ files directly.
 */
export { indiaDay } from './india-calendar';
export { orderDeliveryBy, promisedDay } from './shop-delivery';
export { registerDeliveryRoutes } from './routes/delivery';

/** What the platform knows of a PIN code for this shop (Check_Pincode), in the storefront's names. */
export interface PincodeCheck {
  pincode: string;
  city: string;
  district: string;
  /** One of the address form's 36 state names. */
  state: string;
  deliverable: boolean;
  codAvailable: boolean;
  /** Why cash on delivery is not offered there ('' when it is, or when nothing is delivered there). */
  codReason: string;
  /** The promised day, 'YYYY-MM-DD' in India; null when the shop promises none or does not deliver there. */
  deliveryBy: string | null;
  /** Calendar days from today to that day. */
  days: number | null;
}

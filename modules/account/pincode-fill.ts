import type { AddressFormValues } from '@/lib/validation/address-form';
import { INDIAN_STATES } from '@/platform/customers/contract/addresses';
import { pincodeInAnotherState } from '@/platform/delivery/contract/delivery-messages';
import type { PincodeCheck } from '@/modules/delivery/pincode-check';

/** The fields a PIN code fills that the shopper may still change. */
export type FilledField = 'city' | 'state';

/**
 * The address form once the platform has found its PIN code: the district always (the form does not show it), the
 * city and the state unless the shopper changed them since typing the PIN code. A state the form's list does not
 * hold is left alone.
 */
export function fillFromPincode(values: AddressFormValues, check: PincodeCheck, changed: ReadonlySet<FilledField>): AddressFormValues {
  const knownState = (INDIAN_STATES as readonly string[]).includes(check.state);
  return {
    ...values,
    district: check.district,
    city: changed.has('city') || !check.city ? values.city : check.city,
    state: changed.has('state') || !knownState ? values.state : check.state,
  };
}

/** "PIN code 560001 is in Karnataka, not Kerala." when the chosen state is not the PIN code's; '' otherwise. */
export function pincodeStateProblem(check: PincodeCheck, chosenState: string): string {
  return chosenState && check.state && chosenState !== check.state ? pincodeInAnotherState(check.pincode, check.state, chosenState) : '';
}

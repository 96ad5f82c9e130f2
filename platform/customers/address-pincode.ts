import type { AddressRequest } from './contract/addresses';
import { pincodeDoesNotExist, pincodeInAnotherState } from '../delivery/contract/delivery-messages';
import { lookupPincode } from '../shared/pincodes/pincode-directory';
import { Problem } from '../shared/problem';

/**
 * An address's PIN code must exist (India Post's directory) and lie in the chosen state (400, field 'pincode'). The
 * district, when the form left it empty, is the directory's.
 */
export async function checkedAddress(request: AddressRequest): Promise<AddressRequest> {
  const place = await lookupPincode(request.pincode);
  if (!place) throw new Problem(400, pincodeDoesNotExist(request.pincode), 'pincode');
  if (place.state !== request.state) throw new Problem(400, pincodeInAnotherState(request.pincode, place.state, request.state), 'pincode');
  return request.district.trim() ? request : { ...request, district: place.district };
}

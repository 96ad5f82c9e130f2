import type { PincodeCheck } from '@/modules/delivery/pincode-check';
import type { PincodeAnswerData } from '@/platform/delivery/contract/check-pincode';

/** Check_Pincode's answer in the storefront's names. */
export function toPincodeCheck(wire: PincodeAnswerData): PincodeCheck {
  return {
    pincode: wire.pincode,
    city: wire.city,
    district: wire.district,
    state: wire.state,
    deliverable: wire.deliverable,
    codAvailable: wire.cod_available,
    codReason: wire.cod_reason ?? '',
    deliveryBy: wire.delivery_by,
    days: wire.days,
  };
}

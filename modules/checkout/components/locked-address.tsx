import { addressLines, type Address } from '@/modules/account/address';

/** The delivery address of an order whose payment is pending: shown, not editable or switchable (the order keeps it). */
export function LockedAddress({ address, orderId }: { address: Address; orderId: string }) {
  return (
    <div data-testid="locked-address" className="rounded-xl border-2 border-gray-200 bg-gray-50 p-4">
      <p className="font-semibold text-gray-900">{address.name}</p>
      {addressLines(address).map((line) => (
        <span key={line} className="block text-sm text-gray-700">
          {line}
        </span>
      ))}
      <span className="mt-1 block text-sm text-gray-700">Mobile: {address.mobile}</span>
      <p className="mt-3 text-sm text-gray-600">
        Order {orderId} will be delivered here. The address cannot be changed while its payment is pending.
      </p>
    </div>
  );
}

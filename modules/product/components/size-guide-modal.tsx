'use client';

import { Modal } from '@/components/ui/modal';
import { SIZE_CHART } from '@/modules/product/sizes';

/** The spec's size chart (inches), in a modal. */
export function SizeGuideModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Size Guide" size="max-w-lg">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-3 text-left text-gray-600">Measurements in inches (possible variation 0.5 inch).</caption>
        <thead>
          <tr className="bg-gray-50">
            <th scope="col" className="border border-gray-200 px-3 py-2">
              Size
            </th>
            <th scope="col" className="border border-gray-200 px-3 py-2">
              Chest
            </th>
            <th scope="col" className="border border-gray-200 px-3 py-2">
              Length
            </th>
            <th scope="col" className="border border-gray-200 px-3 py-2">
              Shoulder
            </th>
          </tr>
        </thead>
        <tbody>
          {SIZE_CHART.map((row) => (
            <tr key={row.size}>
              <th scope="row" className="border border-gray-200 px-3 py-2 font-semibold">
                {row.size}
              </th>
              <td className="border border-gray-200 px-3 py-2">{row.chest}</td>
              <td className="border border-gray-200 px-3 py-2">{row.length}</td>
              <td className="border border-gray-200 px-3 py-2">{row.shoulder}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import { SIZE_CHART } from '@/modules/product/sizes';

/** The spec's size chart (inches), in a modal. */
export function SizeGuideModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('Product');
  return (
    <Modal open={open} onClose={onClose} title={t('sizeGuide')} size="max-w-lg">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-3 text-left text-gray-600">{t('sizeChartCaption')}</caption>
        <thead>
          <tr className="bg-gray-50">
            <th scope="col" className="border border-gray-200 px-3 py-2">
              {t('sizeChartSize')}
            </th>
            <th scope="col" className="border border-gray-200 px-3 py-2">
              {t('sizeChartChest')}
            </th>
            <th scope="col" className="border border-gray-200 px-3 py-2">
              {t('sizeChartLength')}
            </th>
            <th scope="col" className="border border-gray-200 px-3 py-2">
              {t('sizeChartShoulder')}
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

import { useTranslations } from 'next-intl';
import { detailLabel } from '@/modules/product/detail-labels';
import { ExpandableText, LONG_DETAIL } from './expandable-text';

/** 'Profile Details': every remaining non-empty attribute of the product; long values fold. */
export function ProfileDetails({ details }: { details: { label: string; value: string }[] }) {
  const t = useTranslations('Product');
  const labels = useTranslations('Product.detailLabels');
  if (details.length === 0) return null;
  return (
    <section aria-labelledby="profile-details" className="mt-8 border-t border-gray-100 pt-6">
      <h2 id="profile-details" className="text-lg font-semibold text-gray-900">
        {t('profileDetails')}
      </h2>
      <dl className="mt-3 divide-y divide-gray-100 rounded-xl border border-gray-200 text-sm">
        {details.map((detail) => (
          <div key={detail.label} className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3 px-4 py-2.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
            <dt className="font-medium text-gray-600">{detailLabel(detail.label, labels)}</dt>
            <dd className="break-words text-gray-900">{detail.value.length > LONG_DETAIL ? <ExpandableText text={detail.value} /> : detail.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import type { Crumb } from '@/modules/catalogue/listing-target';

/** Home › group › category › …; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useTranslations('Catalogue');
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm text-gray-600">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="font-medium text-gray-900">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link
                    href={crumb.path}
                    className="rounded hover:text-shop-primary hover:underline focus-visible:outline-2 focus-visible:outline-shop-primary"
                  >
                    {crumb.path === '/' ? t('home') : crumb.name}
                  </Link>
                  <span aria-hidden="true">›</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

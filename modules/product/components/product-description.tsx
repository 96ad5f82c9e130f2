import { useTranslations } from 'next-intl';
import { sanitizeDescription } from '@/platform/catalogue/contract/description-html';
import { DescriptionClamp } from './description-clamp';

/** Spacing and list/table styles for the sanitised HTML (Tailwind's reset strips the browser's own). */
const RICH_TEXT = [
  '[&_p]:my-2 [&_h3]:mt-4 [&_h3]:mb-1 [&_h3]:font-semibold [&_h3]:text-gray-900 [&_h4]:mt-3 [&_h4]:font-semibold',
  '[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:my-0.5',
  '[&_table]:my-3 [&_table]:w-full [&_table]:max-w-lg [&_table]:border-collapse [&_th]:border [&_th]:border-gray-200 [&_th]:bg-gray-50',
  '[&_th]:px-3 [&_th]:text-left [&_th]:font-medium [&_td]:border [&_td]:border-gray-200 [&_td]:px-3',
  '[&_a]:text-shop-primary [&_a]:underline [&_strong]:font-semibold [&_strong]:text-gray-900 [&>:first-child]:mt-0',
].join(' ');

/** 'Product Description': the supplier's rich text, sanitised here on the server, shown 8 lines at a time. */
export function ProductDescription({ html }: { html: string }) {
  const t = useTranslations('Product');
  const safe = sanitizeDescription(html);
  if (!safe) return null;
  return (
    <section aria-labelledby="product-description" className="mt-8 border-t border-gray-100 pt-6">
      <h2 id="product-description" className="text-lg font-semibold text-gray-900">
        {t('description')}
      </h2>
      <DescriptionClamp className="text-[0.9375rem] leading-6 text-gray-800">
        <div data-testid="product-description" className={RICH_TEXT} dangerouslySetInnerHTML={{ __html: safe }} />
      </DescriptionClamp>
    </section>
  );
}

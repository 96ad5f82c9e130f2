import type { Metadata } from 'next';
import { BannerLinkTree } from '@/modules/console/branding/components/banners-link-picker';
import { BannersList } from '@/modules/console/branding/components/banners-list';
import { BannersUploadForm } from '@/modules/console/branding/components/banners-upload-form';
import { consoleCall } from '@/modules/console/shell/server/console-call';
import { linkTreeOf } from '@/modules/console/branding/banner-links';
import { requireConsoleAdmin } from '@/modules/console/shell/server/console-session';
import { getCatalogueTree } from '@/lib/platform/server/catalogue';
import { currentHost } from '@/lib/platform/server/request-host';
import { BANNERS_MAX } from '@/platform/shops/contract/console-branding';

export const metadata: Metadata = { title: 'Banners' };

/** The home page's banners: their order, links (picked from the shop's categories, products or a search) and days, and adding one. */
export default async function ConsoleBannersPage() {
  await requireConsoleAdmin();
  const [{ banners }, tree] = await Promise.all([consoleCall('consoleBanners'), getCatalogueTree(await currentHost())]);
  return (
    <BannerLinkTree tree={linkTreeOf(tree)}>
      <div className="max-w-3xl space-y-8">
        <div>
          <h1 className="text-2xl font-bold">Banners</h1>
          <p className="mt-1 text-sm text-gray-600">
            The home page shows the banners that are on today, in this order. Changes show on the shop at once.
          </p>
        </div>

        <section aria-labelledby="banners-heading" className="space-y-3">
          <h2 id="banners-heading" tabIndex={-1} className="text-lg font-semibold focus:outline-none">
            Your banners ({banners.length} of {BANNERS_MAX})
          </h2>
          <BannersList banners={banners} />
        </section>

        <section aria-labelledby="banners-add" className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 md:p-6">
          <h2 id="banners-add" className="text-lg font-semibold">
            Add a banner
          </h2>
          {banners.length >= BANNERS_MAX ? (
            <p className="text-sm text-gray-700">The shop has {BANNERS_MAX} banners, the most it can have. Remove one to add another.</p>
          ) : (
            <BannersUploadForm count={banners.length} />
          )}
        </section>
      </div>
    </BannerLinkTree>
  );
}

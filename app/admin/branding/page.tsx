import type { Metadata } from 'next';
import { BrandingForm } from '@/modules/console/branding/components/branding-form';
import { BrandingStandardImage } from '@/modules/console/branding/components/branding-standard-image';
import { BrandingUploadForm } from '@/modules/console/branding/components/branding-upload-form';
import { uploadFavicon, uploadLogo } from '@/modules/console/branding/branding-actions';
import { consoleCall } from '@/modules/console/shell/server/console-call';
import { requireConsoleAdmin } from '@/modules/console/shell/server/console-session';

export const metadata: Metadata = { title: 'Branding' };

/** How the shop looks: logo and favicon uploads, then the branding form. Saved changes show on the shop's next page load. */
export default async function ConsoleBrandingPage() {
  await requireConsoleAdmin();
  const { branding } = await consoleCall('consoleBranding');
  return (
    <div className="max-w-3xl space-y-8">
      <div>
        <h1 className="text-2xl font-bold">Branding</h1>
        <p className="mt-1 text-sm text-gray-600">Your shop’s name, pictures, colours and contact details. Saved changes show on the shop at once.</p>
      </div>

      <section aria-labelledby="branding-pictures" className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 md:p-6">
        <h2 id="branding-pictures" className="text-lg font-semibold">
          Logo and favicon
        </h2>
        <div className="grid gap-6 sm:grid-cols-2">
          <div className="space-y-3">
            <BrandingUploadForm
              action={uploadLogo}
              label="Logo"
              hint="Shown at the top of every page, up to 48 px tall; made to fit 600×200."
              submitLabel="Upload logo"
              current={branding.logoUrl}
              currentAlt={`${branding.shopName} logo (saved)`}
              previewClassName="h-28 bg-white p-3"
              testId="logo-upload"
            />
            <BrandingStandardImage image="logo" uploaded={branding.logoUploaded} />
          </div>
          <div className="space-y-3">
            <BrandingUploadForm
              action={uploadFavicon}
              label="Favicon"
              hint="The small picture in the browser’s tab; made 64×64."
              submitLabel="Upload favicon"
              current={branding.faviconUrl}
              currentAlt="Favicon (saved)"
              previewClassName="h-28 bg-[repeating-conic-gradient(#f3f4f6_0_25%,#fff_0_50%)] bg-[length:16px_16px] p-3"
              testId="favicon-upload"
            />
            <BrandingStandardImage image="favicon" uploaded={branding.faviconUploaded} />
          </div>
        </div>
      </section>

      <BrandingForm branding={branding} />
    </div>
  );
}

import type { Hono } from 'hono';
import { calls } from '../../contract/calls';
import { consoleBrandingAnswer, consoleBrandingSavedAnswer } from '../contract/console-branding';
import type { PlatformContext } from '../../shared/platform-context';
import { readConsoleBranding, saveConsoleBranding, uploadBrandingImage, restoreStandardImage } from '../console-branding';
import { answer, readJson, type AppContext, type AppEnv } from '../../shared/http/context';
import { z } from 'zod';
import { requireConsole } from '../../shared/http/require-console';

/** The console's branding: read it, save the form, upload a logo or favicon (the request body is the file's bytes). */
export function registerConsoleBrandingRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  const signedIn = requireConsole(platform);

  app.get(calls.consoleBranding.path, signedIn, async (c) =>
    answer(c, consoleBrandingAnswer, { status: 'true', branding: await readConsoleBranding(platform.db, c.get('reseller').id) }),
  );

  app.post(calls.consoleSaveBranding.path, signedIn, async (c) => {
    const { branding, changed } = await saveConsoleBranding(platform, c.get('reseller').id, await readJson(c, z.unknown()));
    return answer(c, consoleBrandingSavedAnswer, { status: 'true', message: changed ? 'Branding saved.' : 'Nothing to change.', branding });
  });

  app.post(calls.consoleUploadLogo.path, signedIn, async (c) => {
    const branding = await uploadBrandingImage(platform, c.get('reseller').id, 'logo', await bytesOf(c));
    return answer(c, consoleBrandingSavedAnswer, { status: 'true', message: 'Logo saved.', branding });
  });

  app.post(calls.consoleUploadFavicon.path, signedIn, async (c) => {
    const branding = await uploadBrandingImage(platform, c.get('reseller').id, 'favicon', await bytesOf(c));
    return answer(c, consoleBrandingSavedAnswer, { status: 'true', message: 'Favicon saved.', branding });
  });

  app.post(calls.consoleStandardImage.path, signedIn, async (c) => {
    const branding = await restoreStandardImage(platform, c.get('reseller').id, await readJson(c, z.unknown()));
    return answer(c, consoleBrandingSavedAnswer, { status: 'true', message: 'The standard picture is back.', branding });
  });
}

/** An upload's bytes: the whole request body, whatever its declared type (the pipeline reads what the bytes are). */
export async function bytesOf(c: AppContext): Promise<Buffer> {
  return Buffer.from(await c.req.arrayBuffer());
}

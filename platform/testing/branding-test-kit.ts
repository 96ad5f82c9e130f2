import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { storedFiles } from '../shared/images/tables';
import { resellers } from '../shops/tables';
import { createTestPlatform, OWNER1, SHOP1, type TestPlatform } from './test-platform';

/** Setup and calls the console branding tests share: Apna Bazaar's owner saving the form and uploading images. */

export /** The branding form as the console sends it: Apna Bazaar's demo values unless changed. */
const FORM = {
  shopName: 'Apna Bazaar',
  theme: { text: '#1f2937', background: '#ffffff', primary: '#c2185b', secondary: '#2e7d32', accent: '#f59e0b' },
  email: 'support@apnabazaar.in',
  mobile: '9876543210',
  address: 'Shop 12, Linking Road, Bandra West, Mumbai, Maharashtra 400050',
  social: {
    facebook: 'https://www.facebook.com/apnabazaar',
    instagram: 'https://www.instagram.com/apnabazaar',
    linkedin: '',
    twitter: '',
    youtube: 'https://www.youtube.com/@apnabazaar',
  },
  headerStrip: 'Pay on Delivery | Free Delivery on most products',
  gstin: '',
};

export async function pngLogo(width = 1200, height = 300): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="20" y="20" width="${width - 40}" height="${height - 40}" rx="30" fill="#0b7a75"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export interface BrandingKit {
  platform: TestPlatform;
  /** Apna Bazaar's owner's console session. */
  token: string;
}

export async function setUpBranding(): Promise<BrandingKit> {
  const platform = await createTestPlatform();
  return { platform, token: await platform.consoleSignIn(OWNER1.email, OWNER1.password) };
}

/** The calls the branding tests make, as the owner `current` answers once it is set up. */
export function brandingCalls(current: () => BrandingKit) {
  const upload = async (which: 'logo' | 'favicon', body: Buffer, options: { token?: string; host?: string } = {}) => {
    const response = await current().platform.app.request(`http://${options.host ?? SHOP1}/api/console/branding/${which}`, {
      method: 'POST',
      headers: {
        host: options.host ?? SHOP1,
        authorization: `Bearer ${options.token ?? current().token}`,
        'content-type': 'application/octet-stream',
      },
      body: new Uint8Array(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const shopRow = async (id = 1) => (await current().platform.database.db.select().from(resellers).where(eq(resellers.id, id)))[0]!;
  const storedCount = async () =>
    (
      await current()
        .platform.database.db.select({ n: sql<number>`count(*)::int` })
        .from(storedFiles)
    )[0]!.n;
  const save = (json: unknown, host = SHOP1, withToken = current().token) =>
    current().platform.call('POST', '/api/console/branding', { host, json, token: withToken });

  return { upload, shopRow, storedCount, save };
}

import { asc, eq, like } from 'drizzle-orm';
import { DEFAULT_THEME, type Theme } from './contract/branding';
import { ALL_TAG, shopTag } from '../shared/contract/cache-tags';
import { changeShopRequest, createShopRequest } from './contract/shops';
import type { Queryable } from '../shared/db/database';
import { resellerHosts, resellers } from './tables';
import { demoFaviconImage, demoLogoImage } from '../shared/images/demo-art-kinds';
import { parseDemoArt } from '../shared/images/image-names';
import { accountSecret, accountsOfShop, insertAccount } from './admin-accounts';
import { themeOf, updateBranding } from './branding';
import { findShop } from '../shared/tenancy/find-shop';
import { parseRequest } from '../shared/parse-request';
import type { Deps } from '../shared/platform-context';
import { Problem } from '../shared/problem';
import { refuseHostsOfOtherShops } from './shop-hosts';
import { isUniqueViolation } from '../shared/unique-violation';
import { hostsOfShop } from '../shared/tenancy/hosts-of-shop';

export interface ShopSummary {
  id: number;
  code: string;
  name: string;
  markup: number;
  hosts: string[];
  theme: Theme;
  contact: { email: string; mobile: string; address: string };
  deliveryPromise: string;
  accounts: { email: string; role: string; name: string }[];
}

/**
 * Creates a shop in one transaction: the reseller with its branding (spec colours unless given, a generated logo
 * and favicon), its hosts, its markup and its first owner. A host another shop has is refused and nothing is made.
 * The owner's password, when none is given, is made up and answered once.
 */
export async function createShop(deps: Deps, input: unknown): Promise<{ shop: ShopSummary; ownerPassword?: string }> {
  const request = parseRequest(createShopRequest, input);
  await refuseHostsOfOtherShops(deps.db, request.hosts);
  const theme: Theme = { ...lowerCaseTheme(DEFAULT_THEME), ...definedOnly(request.theme) };
  const secret = await accountSecret(request.owner.password);
  let shopId: number;
  try {
    shopId = await deps.db.transaction(async (tx) => {
      await refuseHostsOfOtherShops(tx, request.hosts);
      const code = request.code ?? (await freeCode(tx, codeFor(request.name, request.hosts[0]!)));
      const [reseller] = await tx
        .insert(resellers)
        .values({
          code,
          shopName: request.name,
          themeText: theme.text,
          themeBackground: theme.background,
          themePrimary: theme.primary,
          themeSecondary: theme.secondary,
          themeAccent: theme.accent,
          ...generatedArt(request.name, code, theme.primary),
          email: request.contact.email ?? '',
          mobile: request.contact.mobile ?? '',
          address: request.contact.address ?? '',
          markupPercent: request.markup ?? 0,
          ...(request.deliveryPromise ? { deliveryPromise: request.deliveryPromise } : {}),
        })
        .returning({ id: resellers.id });
      const id = reseller!.id;
      await tx.insert(resellerHosts).values(request.hosts.map((host) => ({ host, shopId: id })));
      const owner = {
        shopId: id,
        role: 'owner' as const,
        email: request.owner.email,
        name: request.owner.name,
        passwordHash: secret.passwordHash,
      };
      await insertAccount(tx, owner, `at ${request.name}`);
      return id;
    });
  } catch (error) {
    // Another command took a host or the code between the check and the insert.
    if (isUniqueViolation(error, 'reseller_hosts_pkey')) await refuseHostsOfOtherShops(deps.db, request.hosts);
    if (isUniqueViolation(error, 'resellers_code_unique')) {
      throw new Problem(
        409,
        request.code ? `The shop code ${request.code} is taken; choose another.` : 'Another shop took the same code at the same moment; try again.',
        'code',
      );
    }
    throw error;
  }
  // A host looked up before it had a shop is cached as shop-less until this reaches every process.
  await deps.changes.publish({ tags: request.hosts.map(shopTag) });
  return { shop: (await shopSummary(deps.db, shopId))!, ownerPassword: secret.generatedPassword };
}

/**
 * Changes a shop's name, colours, contact details or markup. Its pages expire in every process; a markup change
 * reprices every page of the shop, whose product reads are tagged by product only, so it expires everything.
 */
export async function changeShop(deps: Deps, shopRef: string, input: unknown): Promise<{ shop: ShopSummary; changed: boolean }> {
  const request = parseRequest(changeShopRequest, input);
  const shop = await findShop(deps.db, shopRef);
  const markupChanged = request.markup !== undefined && request.markup !== shop.markupPercent;
  const brandingChanged = await deps.db.transaction(async (tx) => {
    const changed = await updateBranding(tx, shop.id, {
      theme: definedOnly(request.theme),
      shop_name: request.name,
      emailid: request.contact.email,
      mobileno: request.contact.mobile,
      address: request.contact.address,
      delivery_promise: request.deliveryPromise,
    });
    if (markupChanged) await tx.update(resellers).set({ markupPercent: request.markup }).where(eq(resellers.id, shop.id));
    return changed;
  });
  if (brandingChanged || markupChanged) {
    const hosts = await hostsOfShop(deps.db, shop.id);
    await deps.changes.publish({ tags: [...hosts.map(shopTag), ...(markupChanged ? [ALL_TAG] : [])] });
  }
  return { shop: (await shopSummary(deps.db, shop.id))!, changed: brandingChanged || markupChanged };
}

/** Every shop, oldest first, with its hosts and back-office accounts. */
export async function listShops(db: Queryable): Promise<ShopSummary[]> {
  const rows = await db.select({ id: resellers.id }).from(resellers).orderBy(asc(resellers.id));
  const shops = await Promise.all(rows.map((row) => shopSummary(db, row.id)));
  return shops.filter((shop): shop is ShopSummary => shop !== null);
}

export async function shopSummary(db: Queryable, shopId: number): Promise<ShopSummary | null> {
  const [reseller] = await db.select().from(resellers).where(eq(resellers.id, shopId)).limit(1);
  if (!reseller) return null;
  const [hosts, accounts] = await Promise.all([hostsOfShop(db, shopId), accountsOfShop(db, shopId)]);
  return {
    id: reseller.id,
    code: reseller.code,
    name: reseller.shopName,
    markup: reseller.markupPercent,
    hosts,
    theme: themeOf(reseller),
    contact: { email: reseller.email, mobile: reseller.mobile, address: reseller.address },
    deliveryPromise: reseller.deliveryPromise,
    accounts,
  };
}

/**
 * The generated wordmark and favicon (drawn by the image pipeline from their names, like the demo shops'), in the
 * primary colour. A name with no Latin letters or digits cannot be spelled in the file name: the code stands in.
 */
export function generatedArt(name: string, code: string, primary: string) {
  const hex = primary.slice(1).toLowerCase();
  const spelled = (file: string) => parseDemoArt(file) !== null;
  const logoFile = spelled(demoLogoImage(name, hex)) ? demoLogoImage(name, hex) : demoLogoImage(code, hex);
  const faviconFile = spelled(demoFaviconImage(name, hex)) ? demoFaviconImage(name, hex) : demoFaviconImage(code, hex);
  return { logoFile, faviconFile };
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 36)
    .replace(/-+$/, '');
}

/** The code a new shop gets: its name as a slug, or its first host's when the name has no Latin letters. */
function codeFor(name: string, host: string): string {
  return slug(name) || slug(host) || 'shop';
}

/** The code itself when free, or the first free `code-2`, `code-3`, … */
async function freeCode(db: Queryable, code: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ code: resellers.code })
        .from(resellers)
        .where(like(resellers.code, `${code}%`))
    ).map((row) => row.code),
  );
  if (!taken.has(code)) return code;
  for (let n = 2; ; n++) if (!taken.has(`${code}-${n}`)) return `${code}-${n}`;
}

function lowerCaseTheme(theme: Theme): Theme {
  return Object.fromEntries(Object.entries(theme).map(([key, value]) => [key, value.toLowerCase()])) as unknown as Theme;
}

function definedOnly<T extends object>(values: T): Partial<{ [K in keyof T]: Exclude<T[K], undefined> }> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<{
    [K in keyof T]: Exclude<T[K], undefined>;
  }>;
}

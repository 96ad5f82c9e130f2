import { z } from 'zod';
import { DELIVERY_PROMISE_MAX } from '../../orders/contract/delivery-promise';
import { normaliseShopHost } from '../../shared/contract/host';
import { isEmail } from '../../customers/contract/registration-rules';

/**
 * Extension: creating and changing shops (resellers), their host names and their back-office accounts. Used by the
 * shop command (scripts/shop.ts) today and by the reseller console later; every message stands alone, so it can be
 * shown to a person as is.
 */

export const MARKUP_MAX = 300;
export const ACCOUNT_PASSWORD_MIN = 10;
export const ACCOUNT_PASSWORD_MAX = 128;
export const SHOP_NAME_MAX = 80;
export const MAX_HOSTS = 20;

export const shopHost = z.string('A host name must be text.').transform((raw, ctx) => {
  const host = normaliseShopHost(raw);
  if (host) return host;
  const hint = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw.trim()) || raw.includes('/') ? ' Write the host name alone, without http:// or a path.' : '';
  ctx.addIssue({ code: 'custom', message: `"${raw}" is not a host name (like shop.example.in).${hint}` });
  return z.NEVER;
});

export const shopName = z
  .string('The shop name is required.')
  .trim()
  .min(1, 'The shop name cannot be empty.')
  .max(SHOP_NAME_MAX, `The shop name can be at most ${SHOP_NAME_MAX} characters.`);

/** The shop's code: its stable short name in lists and commands (`--shop meri-dukaan`). */
export const shopCode = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A shop code is lower-case letters, digits and single hyphens (like meri-dukaan).')
  .max(40, 'A shop code can be at most 40 characters.');

/** Whole per cent on top of the supplier price. Numeric strings (from a command line or a form) are accepted. */
export const markupPercent = z.unknown().transform((raw, ctx) => {
  const value = typeof raw === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : raw;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MARKUP_MAX) return value;
  ctx.addIssue({ code: 'custom', message: `Markup must be a whole number of per cent from 0 to ${MARKUP_MAX}; "${String(raw)}" is not.` });
  return z.NEVER;
});

const colour = (name: string) =>
  z
    .string()
    .trim()
    .transform((raw, ctx) => {
      const hex = raw.startsWith('#') ? raw : `#${raw}`;
      if (/^#[0-9a-fA-F]{6}$/.test(hex)) return hex.toLowerCase();
      ctx.addIssue({ code: 'custom', message: `The ${name} colour must be a hex colour like #c2185b; "${raw}" is not.` });
      return z.NEVER;
    });

/** Theme colours as the legacy theme call names them; any may be left out. */
export const shopTheme = z.object({
  text: colour('text').optional(),
  background: colour('background').optional(),
  primary: colour('primary').optional(),
  secondary: colour('secondary').optional(),
  accent: colour('accent').optional(),
});

/** An address mail can reach: the browser's rule, and a domain with a dot (owner@localhost is a typo here). */
const email = (what: string) =>
  z
    .string(`The ${what} is required.`)
    .trim()
    .max(254, `The ${what} is too long.`)
    .refine((value) => isEmail(value) && /@[^@]+\.[^@.]+$/.test(value), {
      error: (issue) => `The ${what} "${String(issue.input)}" is not an email address.`,
    })
    .transform((value) => value.toLowerCase());

/** The shop's contact details as shoppers see them in the footer; an empty string clears one. */
/** The header strip's text (resellers.delivery_promise). */
export const deliveryPromise = z
  .string()
  .trim()
  .min(1, 'The promise cannot be empty.')
  .max(DELIVERY_PROMISE_MAX, `The promise can be at most ${DELIVERY_PROMISE_MAX} characters.`);

export const shopContact = z.object({
  email: z.union([z.literal(''), email('contact email')]).optional(),
  mobile: z
    .string()
    .trim()
    .regex(/^(\+?[0-9][0-9 -]{5,18}[0-9])?$/, 'The contact phone number must be digits (spaces, hyphens and a leading + allowed), like 9876543210.')
    .optional(),
  address: z.string().trim().max(300, 'The address can be at most 300 characters.').optional(),
});

export const accountPassword = z
  .string()
  .min(ACCOUNT_PASSWORD_MIN, `A back-office password must be at least ${ACCOUNT_PASSWORD_MIN} characters long.`)
  .max(ACCOUNT_PASSWORD_MAX, `A back-office password can be at most ${ACCOUNT_PASSWORD_MAX} characters.`);

export const accountName = z.string().trim().max(80, 'The account name can be at most 80 characters.');

/** A back-office login: without a password, the platform makes a strong one and answers it once. */
export const accountRequest = z.object({
  email: email('account email'),
  name: accountName.default(''),
  password: accountPassword.optional(),
});

export const SHOP_ROLES = ['owner', 'admin'] as const;
export const shopAccountRequest = accountRequest.extend({ role: z.enum(SHOP_ROLES, 'The role must be owner or admin.').default('owner') });
export type ShopAccountRequest = z.input<typeof shopAccountRequest>;

const hostList = z
  .array(shopHost, 'Give at least one host name the shop answers on (like shop.example.in).')
  .min(1, 'Give at least one host name the shop answers on (like shop.example.in).')
  .max(MAX_HOSTS, `A shop can have at most ${MAX_HOSTS} host names.`)
  .transform((hosts) => [...new Set(hosts)]);

/** Host names to map to a shop (host add). */
export const hostsRequest = hostList;

/** Creates a shop: its hosts, name, markup, branding and first owner, all at once. */
export const createShopRequest = z.object({
  hosts: hostList,
  name: shopName,
  code: shopCode.optional(),
  markup: markupPercent.optional(),
  theme: shopTheme.default({}),
  contact: shopContact.default({}),
  deliveryPromise: deliveryPromise.optional(),
  owner: accountRequest,
});
export type CreateShopRequest = z.input<typeof createShopRequest>;

/** Changes a shop's name, markup, colours or contact details; what is left out stays as it is. */
export const changeShopRequest = z.object({
  name: shopName.optional(),
  markup: markupPercent.optional(),
  theme: shopTheme.default({}),
  contact: shopContact.default({}),
  deliveryPromise: deliveryPromise.optional(),
});
export type ChangeShopRequest = z.input<typeof changeShopRequest>;

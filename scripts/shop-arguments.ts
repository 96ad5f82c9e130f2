import { parseArgs } from 'node:util';

/** The command line of `npm run shop`: which command, and its options as the platform's requests want them. */

export const HELP = `Adds and changes shops (resellers), the host names they answer on, and back-office accounts.

Usage: npm run shop -- <command> [options]

Commands:
  add            Create a shop with its hosts, branding, markup and first owner account
                   --host NAME (one or more)  --name "Shop Name"  --owner-email EMAIL
                   [--owner-name NAME] [--owner-password PASSWORD] [--code CODE] [--markup PERCENT]
                   [--primary #RRGGBB] [--secondary ..] [--accent ..] [--text ..] [--background ..]
                   [--email EMAIL] [--mobile PHONE] [--address TEXT] [--promise TEXT]
  host add       Map more host names to a shop:   --shop CODE|HOST --host NAME [--host NAME ...]
  host remove    Unmap a host name (not a shop's only one):   --host NAME
  list           Every shop with its hosts, markup and accounts, and the operators   [--json]
  set            Change a shop:   --shop CODE|HOST [--name ..] [--markup ..] [--primary ..] [--secondary ..]
                   [--accent ..] [--text ..] [--background ..] [--email ..] [--mobile ..] [--address ..] [--promise ..]
  owner add      Another back-office account for a shop:
                   --shop CODE|HOST --email EMAIL [--name NAME] [--password PASSWORD] [--role owner|admin]
  operator add   A platform operator (your own staff, across all shops):
                   --email EMAIL [--name NAME] [--password PASSWORD]
  owner password A new password for a shop's owner or admin (a leaked one, or no mail); their sessions end:
                   --shop CODE|HOST --email EMAIL [--password PASSWORD]
  operator password
                 The same for a platform operator:   --email EMAIL [--password PASSWORD]

The commands that take --email also take the email as their last word (npm run shop -- operator password a@b.in).

Host names are stored in lower case without a port (Shop.Example.in:443 is shop.example.in). Markup is a whole
per cent from 0 to 300 on top of the supplier price. The promise is the header strip's text (default 'Pay on
Delivery'): add 'Free Delivery' only if no product the shop sells has a delivery charge. Without a password option a strong password is generated and
printed once; a password typed on the command line stays in the shell's history.

Database: PostgreSQL when DATABASE_URL is set (DATABASE_SCHEMA picks a schema); running storefronts and platforms
on it are told of every change and show it at their next request. Otherwise the embedded database under DATA_DIR
(default .data), which one process can open at a time: stop the storefront, run the command, start it again.
`;

const OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  host: { type: 'string', multiple: true },
  shop: { type: 'string' },
  name: { type: 'string' },
  code: { type: 'string' },
  markup: { type: 'string' },
  primary: { type: 'string' },
  secondary: { type: 'string' },
  accent: { type: 'string' },
  text: { type: 'string' },
  background: { type: 'string' },
  email: { type: 'string' },
  mobile: { type: 'string' },
  address: { type: 'string' },
  promise: { type: 'string' },
  'owner-email': { type: 'string' },
  'owner-name': { type: 'string' },
  'owner-password': { type: 'string' },
  password: { type: 'string' },
  role: { type: 'string' },
  json: { type: 'boolean' },
} as const;
type OptionName = keyof typeof OPTIONS;

const BRANDING: OptionName[] = ['name', 'markup', 'primary', 'secondary', 'accent', 'text', 'background', 'email', 'mobile', 'address', 'promise'];

/** Each command's options (help is everyone's); anything else given is refused rather than silently ignored. */
const COMMANDS = {
  add: ['host', 'code', 'owner-email', 'owner-name', 'owner-password', ...BRANDING],
  'host add': ['shop', 'host'],
  'host remove': ['host'],
  list: ['json'],
  set: ['shop', ...BRANDING],
  'owner add': ['shop', 'email', 'name', 'password', 'role'],
  'operator add': ['email', 'name', 'password'],
  'owner password': ['shop', 'email', 'password'],
  'operator password': ['email', 'password'],
} satisfies Record<string, OptionName[]>;
export type ShopCommandName = keyof typeof COMMANDS;

export type Values = {
  [K in OptionName]?: (typeof OPTIONS)[K] extends { multiple: true } ? string[] : (typeof OPTIONS)[K] extends { type: 'boolean' } ? boolean : string;
};

export type ParsedCommand = { kind: 'help' } | { kind: 'error'; message: string } | { kind: 'run'; command: ShopCommandName; values: Values };

export function parseShopCommand(args: string[]): ParsedCommand {
  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true }) as { values: Values; positionals: string[] };
  } catch (error) {
    return { kind: 'error', message: `${(error as Error).message}\nRun npm run shop -- --help for the commands and their options.` };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  if (!positionals.length)
    return { kind: 'error', message: `Which command? ${Object.keys(COMMANDS).join(', ')}.\nRun npm run shop -- --help for details.` };
  const emailWord = emailAsLastWord(positionals, values);
  if (emailWord) values.email = emailWord;
  const command = (emailWord ? positionals.slice(0, -1) : positionals).join(' ');
  if (!(command in COMMANDS)) {
    return {
      kind: 'error',
      message: `Unknown command "${command}": the commands are ${Object.keys(COMMANDS).join(', ')}.\nRun npm run shop -- --help for details.`,
    };
  }
  const allowed = new Set<string>(['help', ...COMMANDS[command as ShopCommandName]]);
  const stray = Object.keys(values).filter((option) => !allowed.has(option));
  if (stray.length) {
    return {
      kind: 'error',
      message: `${stray.map((o) => `--${o}`).join(', ')} ${stray.length > 1 ? 'are not options' : 'is not an option'} of "${command}". Run npm run shop -- --help for its options.`,
    };
  }
  return { kind: 'run', command: command as ShopCommandName, values };
}

/** `owner password ops@example.in`: a last word with an @ after a command that takes --email, when --email is not given. */
function emailAsLastWord(positionals: string[], values: Values): string | undefined {
  const last = positionals.at(-1);
  const command = positionals.slice(0, -1).join(' ');
  if (!last?.includes('@') || values.email !== undefined || !(command in COMMANDS)) return undefined;
  return (COMMANDS[command as ShopCommandName] as readonly string[]).includes('email') ? last : undefined;
}

/** The theme and contact options as the shops contract names them. */
export function brandingOf(values: Values) {
  return {
    name: values.name,
    markup: values.markup,
    theme: { primary: values.primary, secondary: values.secondary, accent: values.accent, text: values.text, background: values.background },
    contact: { email: values.email, mobile: values.mobile, address: values.address },
    deliveryPromise: values.promise,
  };
}

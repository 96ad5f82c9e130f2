// `npm run shop -- <command>`: adds and changes shops, their host names and back-office accounts on the configured
// database (DATABASE_URL, or the embedded one under DATA_DIR). `npm run shop -- --help` lists the commands.
import path from 'node:path';
import { configFromEnvOrExit, type PlatformConfig } from '../platform/shared/config';
import type { Database } from '../platform/shared/db/database';
import { openDatabase } from '../platform/shared/db/open-database';
import { findPgliteHolder } from '../platform/shared/db/pglite-holder';
import { openPostgresChangeChannel } from '../platform/shared/db/postgres-change-channel';
import { createChangeFeed, type ChangeFeed } from '../platform/shared/events';
import { addOperator, addShopAccount, listOperators } from '../platform/shops/admin-accounts';
import { Problem } from '../platform/shared/problem';
import { setOperatorPassword, setShopAccountPassword } from '../platform/shops/console-password';
import { addShopHosts, removeShopHost } from '../platform/shops/shop-hosts';
import { changeShop, createShop, listShops, type ShopSummary } from '../platform/shops/shops';
import { brandingOf, HELP, parseShopCommand, type ShopCommandName, type Values } from './shop-arguments';

const parsed = parseShopCommand(process.argv.slice(2));
if (parsed.kind === 'help') {
  console.log(HELP);
  process.exit(0);
}
if (parsed.kind === 'error') {
  console.error(parsed.message);
  process.exit(1);
}
process.exit(await run(parsed.command, parsed.values));

async function run(command: ShopCommandName, values: Values): Promise<number> {
  const config = configFromEnvOrExit();
  const refusal = await embeddedDatabaseInUse(config);
  if (refusal) {
    console.error(refusal);
    return 1;
  }
  const database = await openDatabase(config);
  let changes: ChangeFeed | undefined;
  try {
    await database.exclusively(() => database.migrate(config.migrationsDir));
    changes = await openChanges(database, config);
    await perform(command, values, { db: database.db, changes }, database.kind);
    return 0;
  } catch (error) {
    if (error instanceof Problem) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await changes?.close();
    await database.close();
  }
}

async function perform(command: ShopCommandName, values: Values, deps: { db: Database['db']; changes: ChangeFeed }, kind: Database['kind']) {
  const told =
    kind === 'postgres'
      ? 'Running storefronts and platforms on this database have been told: they show it at their next request.'
      : 'Start the storefront (npm start) to serve it.';
  switch (command) {
    case 'add': {
      const { name, markup, theme, contact } = brandingOf(values);
      const owner = { email: values['owner-email'], name: values['owner-name'], password: values['owner-password'] };
      const { shop, ownerPassword } = await createShop(deps, { hosts: values.host ?? [], name, code: values.code, markup, theme, contact, owner });
      console.log(`Created the shop ${shop.name} (code ${shop.code}, markup ${shop.markup}%), answering on ${shop.hosts.join(', ')}.`);
      console.log(`Owner account: ${shop.accounts[0]?.email}`);
      if (ownerPassword) console.log(`Owner password (shown once, keep it safe): ${ownerPassword}`);
      console.log(told);
      return;
    }
    case 'host add': {
      const { shop, added } = await addShopHosts(deps, required(values.shop, '--shop'), values.host ?? []);
      console.log(
        added.length ? `${shop} now answers on ${added.join(', ')}. ${told}` : `${shop} already answers on ${(values.host ?? []).join(', ')}.`,
      );
      return;
    }
    case 'host remove': {
      if ((values.host ?? []).length !== 1) throw new Problem(400, 'Give the one host name to remove: --host NAME.');
      const { shop, host } = await removeShopHost(deps, values.host![0]);
      console.log(`${shop} no longer answers on ${host}. ${kind === 'postgres' ? told : ''}`.trim());
      return;
    }
    case 'list':
      return printList(await listShops(deps.db), await listOperators(deps.db), values.json === true);
    case 'set': {
      const { shop, changed } = await changeShop(deps, required(values.shop, '--shop'), brandingOf(values));
      console.log(
        changed
          ? `Changed ${shop.name} (${shop.code}): markup ${shop.markup}%, colours ${Object.values(shop.theme).join(' ')}. ${told}`
          : `Nothing to change in ${shop.name}.`,
      );
      return;
    }
    case 'owner add': {
      const account = await addShopAccount(deps.db, required(values.shop, '--shop'), {
        email: values.email,
        name: values.name,
        password: values.password,
        role: values.role,
      });
      console.log(`Added ${account.email} as ${account.role === 'owner' ? 'an owner' : 'an admin'} of ${account.shop}.`);
      if (account.generatedPassword) console.log(`Password (shown once, keep it safe): ${account.generatedPassword}`);
      return;
    }
    case 'owner password': {
      const account = await setShopAccountPassword(deps.db, required(values.shop, '--shop'), { email: values.email, password: values.password });
      console.log(`${account.email} at ${account.shop} has a new password; every console session of the account is signed out.`);
      if (account.generatedPassword) console.log(`Password (shown once, keep it safe): ${account.generatedPassword}`);
      return;
    }
    case 'operator password': {
      const account = await setOperatorPassword(deps.db, { email: values.email, password: values.password });
      console.log(`The operator ${account.email} has a new password; every console session of the account is signed out.`);
      if (account.generatedPassword) console.log(`Password (shown once, keep it safe): ${account.generatedPassword}`);
      return;
    }
    case 'operator add': {
      const account = await addOperator(deps.db, { email: values.email, name: values.name, password: values.password });
      console.log(`Added ${account.email} as a platform operator.`);
      if (account.generatedPassword) console.log(`Password (shown once, keep it safe): ${account.generatedPassword}`);
      return;
    }
  }
}

function required(value: string | undefined, option: string): string {
  if (!value) throw new Problem(400, `${option} is required: the shop's code or one of its host names (see npm run shop -- list).`);
  return value;
}

function printList(shops: ShopSummary[], operators: { email: string; name: string }[], json: boolean) {
  if (json) {
    console.log(JSON.stringify({ shops, operators }, null, 2));
    return;
  }
  if (!shops.length) console.log('No shops yet: npm run shop -- add --help');
  for (const shop of shops) {
    console.log(`${shop.code}  ${shop.name}  markup ${shop.markup}%`);
    console.log(`  hosts:    ${shop.hosts.join(', ') || '(none)'}`);
    console.log(`  accounts: ${shop.accounts.map((a) => `${a.email} (${a.role})`).join(', ') || '(none)'}`);
  }
  console.log(`Operators: ${operators.map((o) => o.email).join(', ') || '(none)'}`);
}

/** PGlite has no lock of its own: opening its directory beside a running storefront would corrupt it. */
async function embeddedDatabaseInUse(config: PlatformConfig): Promise<string | null> {
  if (config.databaseUrl || !config.dataDir) return null;
  const holder = await findPgliteHolder(path.join(config.dataDir, 'pglite'));
  if (!holder) return null;
  const who = holder.known ? `process ${holder.pid}${holder.command ? ` (${holder.command})` : ''}` : 'another process';
  const lines = [
    `The embedded database in ${config.dataDir} is open in ${who}, probably a running storefront.`,
    'It can be opened by one process at a time: stop the storefront, run this command again, then start the storefront.',
    'On PostgreSQL (DATABASE_URL) shops can be changed while the storefronts run.',
  ];
  if (!holder.known) lines.push(`If no storefront is running on it, a process stopped without closing it: delete ${holder.pidFile} and retry.`);
  return lines.join('\n');
}

async function openChanges(database: Database, config: PlatformConfig): Promise<ChangeFeed> {
  const feed = createChangeFeed();
  if (database.kind === 'postgres' && config.databaseUrl) {
    feed.attach(await openPostgresChangeChannel({ url: config.databaseUrl, schema: config.databaseSchema, db: database.db, feed }));
  }
  return feed;
}

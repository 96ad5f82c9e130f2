import type { Context, Hono } from 'hono';
import { calls } from '../../contract/calls';
import {
  consoleSectionAnswer,
  consoleSectionsAnswer,
  productSearchAnswer,
  productSearchQuery,
  sectionChangeAnswer,
  sectionCreateRequest,
  sectionDeleteRequest,
  sectionHideRequest,
  sectionMoveRequest,
  sectionProductsRequest,
  sectionQuery,
  sectionRenameRequest,
  sectionSourceRequest,
} from '../contract/console-sections';
import {
  createSection,
  deleteSection,
  hideSection,
  listSections,
  moveSection,
  renameSection,
  searchPickableProducts,
  sectionDetail,
  setSectionProducts,
  setSectionSource,
} from '../console-sections';
import type { PlatformContext } from '../../shared/platform-context';
import { answer, readJson, validate, type AppEnv } from '../../shared/http/context';
import { requireConsole } from '../../shared/http/require-console';

/** The console's home sections of the host's shop; a section of another shop is a 404. */
export function registerConsoleSectionsRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  const { db } = platform;
  const signedIn = requireConsole(platform);
  const shopId = (c: Context<AppEnv>) => c.get('reseller').id;
  const changed = (c: Context<AppEnv>, id: number, message: string) => answer(c, sectionChangeAnswer, { status: 'true', message, id });

  app.get(calls.consoleSections.path, signedIn, async (c) =>
    answer(c, consoleSectionsAnswer, { status: 'true', sections: await listSections(db, shopId(c)) }),
  );

  app.get(calls.consoleSection.path, signedIn, async (c) => {
    const { id } = validate(sectionQuery, c.req.query());
    return answer(c, consoleSectionAnswer, { status: 'true', ...(await sectionDetail(db, shopId(c), id)) });
  });

  app.get(calls.consoleProductSearch.path, signedIn, async (c) => {
    const { q } = validate(productSearchQuery, c.req.query());
    return answer(c, productSearchAnswer, { status: 'true', products: await searchPickableProducts(db, shopId(c), q) });
  });

  app.post(calls.consoleSectionCreate.path, signedIn, async (c) => {
    const { name, nameHi } = await readJson(c, sectionCreateRequest);
    return changed(c, await createSection(platform, shopId(c), name, nameHi), `The section “${name}” was added at the end of the home page.`);
  });

  app.post(calls.consoleSectionRename.path, signedIn, async (c) => {
    const { id, name, nameHi } = await readJson(c, sectionRenameRequest);
    await renameSection(platform, shopId(c), id, name, nameHi);
    return changed(c, id, `The section is now called “${name}”.`);
  });

  app.post(calls.consoleSectionMove.path, signedIn, async (c) => {
    const { id, direction } = await readJson(c, sectionMoveRequest);
    const moved = await moveSection(platform, shopId(c), id, direction);
    const message = moved ? `The section moved ${direction}.` : `The section is already ${direction === 'up' ? 'first' : 'last'}.`;
    return changed(c, id, message);
  });

  app.post(calls.consoleSectionHide.path, signedIn, async (c) => {
    const { id, hidden } = await readJson(c, sectionHideRequest);
    await hideSection(platform, shopId(c), id, hidden);
    return changed(c, id, hidden ? 'The section is hidden from the home page.' : 'The section is shown on the home page.');
  });

  app.post(calls.consoleSectionDelete.path, signedIn, async (c) => {
    const { id } = await readJson(c, sectionDeleteRequest);
    await deleteSection(platform, shopId(c), id);
    return changed(c, id, 'The section was deleted.');
  });

  app.post(calls.consoleSectionSource.path, signedIn, async (c) => {
    const { id, categoryId } = await readJson(c, sectionSourceRequest);
    await setSectionSource(platform, shopId(c), id, categoryId);
    const message = categoryId === null ? 'The section shows the products you chose.' : 'The section shows the category’s first products.';
    return changed(c, id, message);
  });

  app.post(calls.consoleSectionProducts.path, signedIn, async (c) => {
    const { id, productIds } = await readJson(c, sectionProductsRequest);
    await setSectionProducts(platform, shopId(c), id, productIds);
    return changed(c, id, 'The section’s products were saved.');
  });
}

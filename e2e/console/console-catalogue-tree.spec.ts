import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { consoleAxeViolations, consoleToken, OPERATOR, OWNER1, signInToConsole } from '../support/console-support';
import { keepScreenshot } from '../support/screenshots';

const nav = { timeout: 30_000 };
const TREE = '/admin/catalogue/categories';
/** A demo category with products (the demo catalogue is the same on every run). */
const DEMO_CATEGORY = "Men's Topwear";

interface Tree {
  groups: { id: number; name: string; categories: { id: number; subcategories: { id: number }[] }[] }[];
}

async function screen(page: Page, testInfo: TestInfo, name: string) {
  await keepScreenshot(page, testInfo, `catalogue-tree-${name}`);
}

async function readsWell(page: Page) {
  expect(await consoleAxeViolations(page), 'serious or critical accessibility problems').toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/** Deletes a group this journey made, with what is left in it, through the platform (when a step failed midway). */
async function removeGroup(request: APIRequestContext, token: string, name: string) {
  const headers = { authorization: `Bearer ${token}` };
  const post = (path: string, data: object) => request.post(`/api/console/catalogue/tree/${path}`, { headers, data });
  const tree = (await (await request.get('/api/console/catalogue/tree', { headers })).json()) as Tree;
  for (const group of tree.groups.filter((entry) => entry.name === name)) {
    for (const category of group.categories) {
      for (const sub of category.subcategories) await post('delete', { level: 'subcategory', id: sub.id });
      await post('delete', { level: 'category', id: category.id });
    }
    await post('delete', { level: 'group', id: group.id });
  }
}

/** The answer shown next to a node (or an add form). */
const statusIn = (scope: Page | Locator, text: string | RegExp) => scope.getByRole('status').filter({ hasText: text }).first();

/** What the journey made, for afterEach to remove should a step fail (the other journeys share the database). */
let made: { token: string; group: string } | null = null;

test.describe('the console: the catalogue tree', () => {
  test.afterEach(async ({ request }) => {
    if (made) await removeGroup(request, made.token, made.group);
    made = null;
  });

  test('the operator adds, renames, reorders, moves, taxes and deletes groups, categories and sub-categories', async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    // Unique names: the phone project's run and re-runs on the same server never meet this run's nodes.
    const suffix = `${testInfo.project.name} ${Date.now().toString(36)}`;
    const group = `Test group ${suffix}`;
    const kurtas = `Kurtas ${suffix}`;
    const sarees = `Sarees ${suffix}`;
    const cotton = `Cotton ${suffix}`;
    const silk = `Silk ${suffix}`;
    page.on('dialog', (dialog) => void dialog.accept());

    await signInToConsole(page, OPERATOR);
    made = { token: await consoleToken(page), group };
    await page.goto(TREE);
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible(nav);
    await expect(page.getByTestId('tree-group').first()).toBeVisible();
    await readsWell(page);
    await screen(page, testInfo, 'tree');

    // A group, at the end.
    await page.getByLabel('Add a group', { exact: true }).fill(group);
    await page.getByRole('button', { name: 'Add the group', exact: true }).click();
    await expect(statusIn(page, `The group "${group}" is added.`)).toBeVisible(nav);
    const groupNode = page.getByTestId('tree-group').filter({ has: page.getByRole('heading', { level: 2, name: group, exact: true }) });
    await expect(groupNode).toContainText('No categories yet');
    await expect(page.getByTestId('tree-group').last()).toHaveAttribute('data-id', (await groupNode.getAttribute('data-id'))!);

    // Two categories in it; the second moves up.
    await groupNode.getByRole('button', { name: `Edit ${group}`, exact: true }).click();
    for (const name of [kurtas, sarees]) {
      await groupNode.getByLabel(`Add a category to ${group}`, { exact: true }).fill(name);
      await groupNode.getByRole('button', { name: `Add the category to ${group}`, exact: true }).click();
      await expect(statusIn(groupNode, `The category "${name}" is added.`)).toBeVisible(nav);
    }
    const categoryNames = groupNode.getByTestId('tree-category').getByRole('heading', { level: 3 });
    await expect(categoryNames).toHaveText([kurtas, sarees]);
    await expect(groupNode.getByRole('button', { name: `Move ${kurtas} up`, exact: true })).toBeDisabled();
    await groupNode.getByRole('button', { name: `Move ${sarees} up`, exact: true }).click();
    await expect(statusIn(groupNode, `"${sarees}" moved up.`)).toBeVisible(nav);
    await expect(categoryNames).toHaveText([sarees, kurtas]);

    // A sub-category in Kurtas, renamed, then moved to Sarees.
    const kurtasNode = groupNode.getByTestId('tree-category').filter({ has: page.getByRole('heading', { name: kurtas, exact: true }) });
    const sareesNode = groupNode.getByTestId('tree-category').filter({ has: page.getByRole('heading', { name: sarees, exact: true }) });
    await kurtasNode.getByRole('button', { name: `Edit ${kurtas}`, exact: true }).click();
    await kurtasNode.getByLabel(`Add a sub-category to ${kurtas}`, { exact: true }).fill(cotton);
    await kurtasNode.getByRole('button', { name: `Add the sub-category to ${kurtas}`, exact: true }).click();
    await expect(statusIn(kurtasNode, `The sub-category "${cotton}" is added.`)).toBeVisible(nav);
    await expect(kurtasNode.getByTestId('tree-subcategory')).toHaveText(new RegExp(`${cotton} · 0 products`));

    const cottonNode = kurtasNode.getByTestId('tree-subcategory');
    await cottonNode.getByRole('button', { name: `Edit ${cotton}`, exact: true }).click();
    await cottonNode.getByLabel(`Name of ${cotton}`, { exact: true }).fill(silk);
    await cottonNode.getByRole('button', { name: `Rename ${cotton}`, exact: true }).click();
    await expect(statusIn(kurtasNode, `"${cotton}" is now "${silk}".`)).toBeVisible(nav);
    const silkNode = page.getByTestId('tree-subcategory').filter({ hasText: silk });
    const silkId = (await silkNode.getAttribute('data-id'))!;

    await silkNode.getByLabel(`Move to another category: ${silk}`, { exact: true }).selectOption({ label: sarees });
    await silkNode.getByRole('button', { name: `Move ${silk} to the chosen category`, exact: true }).click();
    await expect(statusIn(sareesNode, `"${silk}" is now under "${sarees}".`)).toBeVisible(nav);
    await expect(sareesNode.getByTestId('tree-subcategory')).toHaveAttribute('data-id', silkId);
    await expect(kurtasNode).toContainText('No sub-categories yet');

    // The storefront's listing follows the rename at once. (Fetched, not opened in a second tab: a background tab's
    // confirm() never shows.)
    const listing = await (await page.request.get(`/products-section/${silkId}`)).text();
    expect(listing).toMatch(new RegExp(`<h1[^>]*>${silk}</h1>`));

    // Sarees' invoices: a wrong HSN code is refused on its field, then HSN 6109 at 5 %.
    await sareesNode.getByRole('button', { name: `Edit ${sarees}`, exact: true }).click();
    const hsn = sareesNode.getByLabel(`HSN code of ${sarees}`, { exact: true });
    await hsn.fill('12');
    await sareesNode.getByRole('button', { name: `Save the HSN code and GST rate of ${sarees}`, exact: true }).click();
    await expect(statusIn(sareesNode, 'An HSN code is 4, 6 or 8 digits.')).toBeVisible(nav);
    await expect(hsn).toHaveAttribute('aria-invalid', 'true');
    await hsn.fill('6109');
    await sareesNode.getByLabel(`GST rate of ${sarees}`, { exact: true }).selectOption('5');
    await sareesNode.getByRole('button', { name: `Save the HSN code and GST rate of ${sarees}`, exact: true }).click();
    await expect(statusIn(sareesNode, `"${sarees}" invoices now show HSN 6109 and GST 5 %.`)).toBeVisible(nav);
    await expect(sareesNode.getByText('HSN 6109 · GST 5 %')).toBeVisible();

    // Sarees' picture for the category carousel: shown in the tree at once.
    const square = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#b45309' } })
      .png()
      .toBuffer();
    await sareesNode.getByLabel(`Picture of ${sarees}`, { exact: true }).setInputFiles({ name: 'sarees.png', mimeType: 'image/png', buffer: square });
    await sareesNode.getByRole('button', { name: `Upload the picture of ${sarees}`, exact: true }).click();
    await expect(statusIn(sareesNode, `"${sarees}" has its new picture.`)).toBeVisible(nav);
    await expect(sareesNode.getByRole('img', { name: `The picture of ${sarees}` })).toHaveAttribute('src', /^\/uploads\//);

    // A demo category with products is refused, saying how many; nothing is lost.
    const demo = page.getByTestId('tree-category').filter({ has: page.getByRole('heading', { name: DEMO_CATEGORY, exact: true }) });
    const count = (await demo.getByText(/^[\d,]+ products? ·/).textContent())!.match(/^[\d,]+/)![0];
    expect(Number(count.replace(/,/g, ''))).toBeGreaterThan(0);
    await demo.getByRole('button', { name: `Edit ${DEMO_CATEGORY}`, exact: true }).click();
    await demo.getByRole('button', { name: `Delete ${DEMO_CATEGORY}`, exact: true }).click();
    await expect(statusIn(demo, `The category "${DEMO_CATEGORY}" cannot be deleted: it has ${count} products`)).toBeVisible(nav);
    await expect(demo.getByText(`${count} products ·`)).toBeVisible();
    await readsWell(page);
    await demo.scrollIntoViewIfNeeded();
    await screen(page, testInfo, 'refused');

    // The empty sub-category goes; its category says so. (Moved, it is drawn afresh with its forms closed.)
    await silkNode.getByRole('button', { name: `Edit ${silk}`, exact: true }).click();
    await silkNode.getByRole('button', { name: `Delete ${silk}`, exact: true }).click();
    await expect(statusIn(sareesNode, `The sub-category "${silk}" is deleted.`)).toBeVisible(nav);
    await expect(page.getByTestId('tree-subcategory').filter({ hasText: silk })).toHaveCount(0);
    await expect(sareesNode).toContainText('No sub-categories yet');
    await screen(page, testInfo, 'edited');

    // Then the rest of what this journey made, through the screen: the categories, then the empty group.
    for (const [node, name] of [
      [kurtasNode, kurtas],
      [sareesNode, sarees],
    ] as const) {
      await node.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
      await expect(statusIn(groupNode, `The category "${name}" is deleted.`)).toBeVisible(nav);
    }
    await groupNode.getByRole('button', { name: `Delete ${group}`, exact: true }).click();
    await expect(statusIn(page, `The group "${group}" is deleted.`)).toBeVisible(nav);
    await expect(groupNode).toHaveCount(0);
  });

  test('a shop’s owner finds no such page', async ({ page }) => {
    await signInToConsole(page, OWNER1);
    const visit = await page.goto(TREE);
    expect(visit?.status()).toBe(404);
    await expect(page.getByTestId('tree-group')).toHaveCount(0);
  });
});

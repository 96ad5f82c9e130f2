import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoriesAnswer, groupsAnswer } from '../contract/catalogue';
import { catalogueTreeAnswer, ONLY_CATEGORIES_HINDI } from '../contract/console-catalogue-tree';
import { consoleCatalogueCalls, setUpConsoleCatalogue } from '../../testing/catalogue-test-kit';
import type { CsvPlace } from '../../testing/catalogue-csv-kit';
import type { TestPlatform } from '../../testing/test-platform';

/** Hindi (issue 29): a category's Hindi name, given by the operators in the tree, answered to every shop's storefront. */
describe('console: a category’s Hindi name', () => {
  let platform: TestPlatform;
  let operator: string;
  let owner: string;
  let place: CsvPlace;
  const { get, post } = consoleCatalogueCalls(() => ({ platform, operator, owner, place }));
  const tree = async () => catalogueTreeAnswer.parse((await get('tree')).body).groups;
  const storefrontCategories = async () => categoriesAnswer.parse((await platform.call('POST', '/api/GetAllCategory')).body);

  beforeAll(async () => {
    ({ platform, operator, owner, place } = await setUpConsoleCatalogue());
  });
  afterAll(() => platform.close());

  it('starts with none: the tree says so and the storefront calls leave it out', async () => {
    const category = (await tree())[0]!.categories[0]!;
    expect(category.nameHi).toBe('');
    expect((await storefrontCategories()).find((c) => c.category_id === category.id)).not.toHaveProperty('category_desc_hi');
  });

  it('renames with a Hindi name (composed, trimmed), answered by GetAllCategory and GetAllGroupWithCategory; absent leaves it, empty removes it', async () => {
    const category = (await tree())[0]!.categories[0]!;
    const saved = await post('tree/rename', { level: 'category', id: category.id, name: category.name, nameHi: ' साड़ियाँ ' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe(`"${category.name}" is now "${category.name}". In Hindi: "साड़ियाँ".`);
    expect((await tree())[0]!.categories[0]!).toMatchObject({ name: category.name, nameHi: 'साड़ियाँ'.normalize('NFC') });
    expect((await storefrontCategories()).find((c) => c.category_id === category.id)).toMatchObject({
      category_desc: category.name,
      category_desc_hi: 'साड़ियाँ'.normalize('NFC'),
    });
    const groups = groupsAnswer.parse((await platform.call('POST', '/api/GetAllGroupWithCategory')).body);
    expect(groups.flatMap((g) => g.categories).find((c) => c.category_id === category.id)?.category_desc_hi).toBe('साड़ियाँ'.normalize('NFC'));

    // An English rename that does not send nameHi keeps the Hindi name.
    expect((await post('tree/rename', { level: 'category', id: category.id, name: `${category.name} Plus` })).status).toBe(200);
    expect((await tree())[0]!.categories[0]!).toMatchObject({ name: `${category.name} Plus`, nameHi: 'साड़ियाँ'.normalize('NFC') });
    const removed = await post('tree/rename', { level: 'category', id: category.id, name: category.name, nameHi: '' });
    expect(removed.body.message).toMatch(/It has no Hindi name\.$/);
    expect((await storefrontCategories()).find((c) => c.category_id === category.id)).not.toHaveProperty('category_desc_hi');
  });

  it.each([
    ['a Hindi name of 81 characters', { nameHi: 'स'.repeat(81) }, 'The Hindi name can be at most 80 characters.'],
    ['a Hindi name for a group', { level: 'group', nameHi: 'पुरुष' }, ONLY_CATEGORIES_HINDI],
  ])('refuses %s, naming the field, and changes nothing', async (_case, change, message) => {
    const before = await tree();
    const category = before[0]!.categories[0]!;
    const id = 'level' in change ? before[0]!.id : category.id;
    const result = await post('tree/rename', { level: 'category', id, name: 'Changed', ...change });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ status: 'false', message, field: 'nameHi' });
    expect(await tree()).toEqual(before);
  });

  it('is the operators’ alone: a shop owner’s console cannot set it', async () => {
    const category = (await tree())[0]!.categories[0]!;
    const result = await post('tree/rename', { level: 'category', id: category.id, name: category.name, nameHi: 'नाम' }, owner);
    expect(result.status).toBe(403);
    expect((await tree())[0]!.categories[0]!.nameHi).toBe('');
  });
});

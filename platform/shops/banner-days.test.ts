import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners } from './tables';
import type { Change } from '../shared/events';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { shopsWithBannerDayChanges, watchBannerDays } from './banner-days';

describe('banner days', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(() => platform.close());

  it('names the shops whose banner started or ended in a span, and announces them so their pages expire', async () => {
    const db = platform.database.db;
    const soon = new Date(Date.now() + 2_000);
    const [row] = await db
      .insert(banners)
      .values({ shopId: 2, imageFile: 'BannerImages/later-aaaaaa-bbbbbb.jpg', activeFrom: soon })
      .returning({ id: banners.id });
    expect(await shopsWithBannerDayChanges(db, new Date(soon.getTime() - 60_000), new Date(soon.getTime() - 1))).toEqual([]);
    expect(await shopsWithBannerDayChanges(db, new Date(soon.getTime() - 1), soon)).toEqual([2]);
    expect(
      (await platform.call('GET', '/api/GetBannerImages', { host: 'shop2.localhost' })).body.data.map(
        (b: { banner_img_name: string }) => b.banner_img_name,
      ),
    ).not.toContain('later-aaaaaa-bbbbbb.jpg');

    const heard: Change[] = [];
    const stopListening = platform.context.changes.subscribe((change) => void heard.push(change));
    const stop = watchBannerDays(platform.context, 50);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, soon.getTime() - Date.now()) + 500));
    stop();
    stopListening();
    expect(heard).toEqual([{ tags: ['shop:shop2.localhost'] }]);
    expect(
      (await platform.call('GET', '/api/GetBannerImages', { host: 'shop2.localhost' })).body.data.map(
        (b: { banner_img_name: string }) => b.banner_img_name,
      ),
    ).toContain('later-aaaaaa-bbbbbb.jpg');
    await db.delete(banners).where(eq(banners.id, row!.id));
  });
});

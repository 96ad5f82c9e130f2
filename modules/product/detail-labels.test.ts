import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import { DETAIL_LABELS } from '@/lib/platform/transforms/catalogue';
import { detailLabel, type DetailLabelKey } from './detail-labels';

const translator = (messages: typeof en) => {
  const t = createTranslator({ locale: 'en', messages, namespace: 'Product.detailLabels' });
  return (key: DetailLabelKey) => t(key);
};
const english = translator(en);
const hindi = translator(hi as typeof en);

describe('detailLabel', () => {
  it('names every attribute the transform names, word for word in English and in Hindi on a Hindi page', () => {
    const labels = Object.values(DETAIL_LABELS);
    expect(labels).toContain('Country of origin');
    for (const label of labels) {
      expect(detailLabel(label, english)).toBe(label);
      if (label !== 'ASIN') expect(detailLabel(label, hindi), label).toMatch(/^[\u0900-\u097F ़]+$/);
    }
    expect(detailLabel('Country of origin', hindi)).toBe('मूल देश');
  });

  it('keeps a supplier’s own attribute name as given', () => {
    expect(detailLabel('fabricCare', hindi)).toBe('fabricCare');
  });
});

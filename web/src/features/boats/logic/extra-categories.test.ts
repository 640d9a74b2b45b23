import { describe, expect, it } from 'vitest';
import * as contract from '@nbp/contracts/http/catalogue';
import { EXTRA_CATEGORIES, EXTRA_CATEGORY_LABELS } from './extra-categories.ts';

describe('extra categories (zod-free copy for the boat page)', () => {
  it('lists the contract categories in the same order, with the same headings', () => {
    expect(EXTRA_CATEGORIES).toEqual(contract.extraCategory.options);
    expect(EXTRA_CATEGORY_LABELS).toEqual(contract.EXTRA_CATEGORY_LABELS);
  });
});

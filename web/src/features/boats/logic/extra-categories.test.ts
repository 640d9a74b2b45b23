import { describe, expect, it } from 'vitest';
import * as contract from '@nbp/contracts/http/catalogue';
import it_ from '../../../i18n/messages/it.json';
import en from '../../../i18n/messages/en.json';
import { EXTRA_CATEGORIES } from './extra-categories.ts';

describe('extra categories (zod-free copy for the boat page)', () => {
  it("lists the contract categories in the same order, with the contract's Italian headings and an English one each", () => {
    expect(EXTRA_CATEGORIES).toEqual(contract.extraCategory.options);
    for (const category of EXTRA_CATEGORIES) {
      const key = `boat.extras.category.${category}` as const;
      expect(it_[key]).toBe(contract.EXTRA_CATEGORY_LABELS[category]);
      expect(en[key]).toBeTruthy();
    }
  });
});

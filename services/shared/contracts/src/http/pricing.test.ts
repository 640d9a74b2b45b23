import { describe, expect, it } from 'vitest';
import { errorText, problemOfIssue } from '../errors-en.ts';
import { pricingPeriodInput, pricingPeriodPatch, pricingReadQuery } from './pricing.ts';

const period = { name: 'Alta stagione 2027', startDate: '2027-06-01', endDate: '2027-09-30' };

describe('the English name of a period (docs/languages.md#period-names)', () => {
  it('is trimmed, and empty, blank, null or absent is "not translated" (null) on a new period', () => {
    expect(pricingPeriodInput.parse({ ...period, nameEn: '  High season 2027 ' }).nameEn).toBe('High season 2027');
    for (const nameEn of ['', '   ', null, undefined]) expect(pricingPeriodInput.parse({ ...period, nameEn }).nameEn).toBeNull();
  });

  it('on a patch: absent leaves it (undefined), empty or null removes it (null)', () => {
    expect(pricingPeriodPatch.parse({ isActive: false }).nameEn).toBeUndefined();
    expect(pricingPeriodPatch.parse({ nameEn: '' }).nameEn).toBeNull();
    expect(pricingPeriodPatch.parse({ nameEn: null }).nameEn).toBeNull();
    expect(pricingPeriodPatch.parse({ nameEn: 'Low season' }).nameEn).toBe('Low season');
  });

  it('has the Italian name’s limit and character rule, refused in Italian with a code and its English', () => {
    expect(pricingPeriodInput.safeParse({ ...period, nameEn: 'x'.repeat(80) }).success).toBe(true);
    const refused = (nameEn: unknown) => {
      const result = pricingPeriodPatch.safeParse({ nameEn });
      expect(result.success).toBe(false);
      const issue = result.error!.issues[0]!;
      expect(issue.path).toEqual(['nameEn']);
      const found = problemOfIssue(issue);
      return { message: issue.message, code: found.code, en: errorText(found.code, 'en', found.params) };
    };
    expect(refused('x'.repeat(81))).toEqual({
      message: 'Nome in inglese troppo lungo (massimo 80 caratteri)',
      code: 'period_name_en_too_long',
      en: 'English name too long (at most 80 characters)',
    });
    expect(refused(42)).toEqual({ message: 'Nome in inglese: valore non valido', code: 'field_invalid', en: 'English name is not valid' });
    expect(refused('High\u200bseason')).toEqual({
      message: 'Il nome in inglese del periodo contiene caratteri non ammessi.',
      code: 'characters_not_allowed',
      en: "The period's English name contains characters that are not allowed.",
    });
  });
});

describe('the language of the public pricing reads', () => {
  it('is it, en or absent; anything else is refused in Italian', () => {
    expect(pricingReadQuery.parse({})).toEqual({});
    expect(pricingReadQuery.parse({ lang: 'en' })).toEqual({ lang: 'en' });
    for (const lang of ['', 'EN', 'fr', ['it', 'en']]) {
      expect(pricingReadQuery.safeParse({ lang }).error?.issues[0]?.message).toBe('Lingua non valida: it o en');
    }
  });
});

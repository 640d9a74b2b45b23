import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as common from './common.ts';
import * as booking from './http/booking.ts';
import * as calendars from './http/calendars.ts';
import * as catalogue from './http/catalogue.ts';
import * as identity from './http/identity.ts';
import * as notification from './http/notification.ts';
import * as pricing from './http/pricing.ts';
import { MESSAGES, sameDayClosedMessage } from './messages.ts';
import {
  codedIssue,
  ERROR_CODES,
  ERROR_PARAM_WORDS,
  errorText,
  GENERIC_ERROR_CODE,
  problemOfIssue,
  says,
  setSchemaLanguage,
} from './errors-en.ts';

const catalogueOf = (language: string) =>
  JSON.parse(readFileSync(new URL(`../catalogue/errors/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const it_ = catalogueOf('it');
const en = catalogueOf('en');
const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();

describe('the error texts of the catalogue of words', () => {
  it('gives every code an Italian and an English text with the same arguments', () => {
    expect(Object.keys(en)).toEqual(Object.keys(it_));
    for (const code of ERROR_CODES) {
      expect(code, code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(it_[code]!.trim(), code).not.toBe('');
      expect(en[code]!.trim(), code).not.toBe('');
      expect(en[code], code).not.toBe(it_[code]);
      expect(argumentsOf(en[code]!), code).toEqual(argumentsOf(it_[code]!));
    }
  });

  it('has one code per Italian text', () => {
    const texts = Object.values(it_);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('fills the arguments, in Italian as given and in English with the English of a known field label', () => {
    expect(errorText('time_format_invalid', 'it', { field: 'Orario di imbarco' })).toBe('Orario di imbarco non valido (formato HH:MM)');
    expect(errorText('time_format_invalid', 'en', { field: 'Orario di imbarco' })).toBe('Boarding time is not valid (format HH:MM)');
    expect(errorText('same_day_closed', 'en', { hour: '09' })).toBe(
      'Bookings for today close at 09:00: please choose a date from tomorrow onwards.',
    );
    expect(errorText('boat_unavailable', 'it')).toBe(MESSAGES.boatNotAvailable);
    expect(sameDayClosedMessage(9)).toBe('Le prenotazioni per oggi si chiudono alle 09:00: scegli una data da domani.');
  });

  it('puts a problem on a field in Italian words, with its code', () => {
    expect(codedIssue('startDate', { code: 'same_day_closed', params: { hour: '09' } })).toEqual({
      path: 'startDate',
      message: sameDayClosedMessage(9),
      code: 'same_day_closed',
      params: { hour: '09' },
    });
    expect(codedIssue('x', { code: 'boat_not_found' })).toEqual({ path: 'x', message: 'Barca non trovata', code: 'boat_not_found' });
  });

  it('reads the code a schema put on its issue, never its text', () => {
    const schema = z.object({ name: z.string().min(2, says('field_too_long', { field: 'Nome', max: '2' })), age: z.number() });
    const [name, age] = schema.safeParse({ name: 'x', age: 'x' }).error!.issues;
    expect(problemOfIssue(name!)).toEqual({ code: 'field_too_long', params: { field: 'Nome', max: '2' } });
    expect(name!.message).toBe('Nome: massimo 2 caratteri');
    // zod's own words: the generic code.
    expect(problemOfIssue(age!)).toEqual({ code: GENERIC_ERROR_CODE });
  });

  it('lets a page in English have its schemas speak English, and Italian again', () => {
    const name = z.string().min(2, says('name_required'));
    try {
      setSchemaLanguage('en');
      expect(name.safeParse('x').error!.issues[0]!.message).toBe('Name required');
    } finally {
      setSchemaLanguage('it');
    }
    expect(name.safeParse('x').error!.issues[0]!.message).toBe('Nome richiesto');
  });
});

/** zod's own (English) texts, for fields a schema gives no message of its own: they keep the generic code. */
const ZOD_DEFAULT = /^(Invalid|Too big|Too small|Unrecognized)/;
const BAD_VALUES: unknown[] = [
  undefined,
  null,
  42,
  -1,
  1.5,
  1e12,
  true,
  '',
  ' ',
  'x',
  '12abc',
  '9999-99-99',
  '2020-02-30',
  'a\u0000b',
  'x'.repeat(10_001),
  [],
  ['a\u0000b'],
  Array.from({ length: 200 }, () => 'x'),
  {},
];

function shapeOf(schema: unknown): Record<string, unknown> | undefined {
  let current = schema as { shape?: Record<string, unknown>; def?: { in?: unknown; innerType?: unknown } } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current.shape) return current.shape;
    current = (current.def?.in ?? current.def?.innerType) as typeof current;
  }
  return undefined;
}

describe('the messages of the input contracts', () => {
  it('all carry a code of their own (and the English of every field they name)', () => {
    const modules = { common, booking, calendars, catalogue, identity, notification, pricing };
    const unknown = new Set<string>();
    const untranslated = new Set<string>();
    let seen = 0;
    for (const module of Object.values(modules)) {
      for (const value of Object.values(module)) {
        if (!(value instanceof z.ZodType)) continue;
        const shape = shapeOf(value);
        const inputs: unknown[] = [...BAD_VALUES];
        for (const key of Object.keys(shape ?? {})) for (const bad of BAD_VALUES) inputs.push({ [key]: bad });
        for (const input of inputs) {
          const result = value.safeParse(input);
          if (result.success) continue;
          for (const issue of result.error.issues) {
            seen++;
            const found = problemOfIssue(issue);
            if (found.code === GENERIC_ERROR_CODE) {
              if (!ZOD_DEFAULT.test(issue.message)) unknown.add(issue.message);
              continue;
            }
            // The words are the catalogue's words for the code the issue carries.
            if (issue.message !== errorText(found.code, 'it', found.params)) unknown.add(issue.message);
            for (const name of ['field', 'subject'] as const) {
              const word = found.params?.[name];
              if (word && !ERROR_PARAM_WORDS[word]) untranslated.add(word);
            }
          }
        }
      }
    }
    expect(seen).toBeGreaterThan(1000);
    expect([...unknown]).toEqual([]);
    expect([...untranslated]).toEqual([]);
  });
});

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
  ERROR_PARAM_WORDS,
  errorCodeOf,
  errorFields,
  ERRORS,
  errorText,
  placeholdersOf,
  type ErrorCode,
  type ErrorText,
} from './errors.ts';

const entries = Object.entries(ERRORS) as [ErrorCode, ErrorText][];

describe('the error catalogue', () => {
  it('gives every code an Italian and an English text with the same placeholders', () => {
    for (const [code, text] of entries) {
      expect(code, code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(text.it.trim(), code).not.toBe('');
      expect(text.en.trim(), code).not.toBe('');
      expect(text.en, code).not.toBe(text.it);
      expect([...placeholdersOf(text.en)].sort(), code).toEqual([...placeholdersOf(text.it)].sort());
    }
  });

  it('has one code per Italian text', () => {
    const texts = entries.map(([, text]) => text.it);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('finds each code back from its Italian text, with the values of its placeholders', () => {
    for (const [code, text] of entries) {
      const names = placeholdersOf(text.it);
      const params = Object.fromEntries(names.map((name, index) => [name, `Valore di prova ${index + 1}`]));
      const message = errorText(code, 'it', params);
      expect(errorCodeOf(message), message).toEqual(names.length ? { code, params } : { code });
    }
  });

  it('writes the English text with the English of a known field label', () => {
    const found = errorCodeOf('Orario di imbarco non valido (formato HH:MM)');
    expect(found).toEqual({ code: 'time_format_invalid', params: { field: 'Orario di imbarco' } });
    expect(errorText(found!.code, 'en', found!.params)).toBe('Boarding time is not valid (format HH:MM)');
    expect(errorText('same_day_closed', 'en', { hour: '09' })).toBe(
      'Bookings for today close at 09:00: please choose a date from tomorrow onwards.',
    );
  });

  it('knows the shared messages a server answers', () => {
    const answered = [
      ...Object.entries(MESSAGES)
        .filter(([key]) => !['bookingRequestOk', 'serverError'].includes(key))
        .map(([, text]) => text),
      ...Object.values(booking.REQUEST_MESSAGES),
      booking.CONFIRMATION_NEEDS_EMAIL,
      ...Object.values(identity.IDENTITY_MESSAGES).filter((text) => text !== identity.IDENTITY_MESSAGES.passwordChanged),
      ...Object.entries(pricing.PRICING_MESSAGES)
        .filter(([key]) => key !== 'catalogueUnavailable')
        .map(([, text]) => text),
      pricing.DAY_PRICE_TOO_HIGH,
      pricing.pricedOnlyUntil('2027-03-31'),
      pricing.pricedOnlyUntil(null),
      calendars.CALENDAR_MESSAGES.feedName,
      calendars.CALENDAR_MESSAGES.feedUrl,
      calendars.CALENDAR_MESSAGES.feedUrlPrivate,
      calendars.CALENDAR_MESSAGES.feedNotFound,
      calendars.CALENDAR_MESSAGES.tooManyFeeds(20),
      calendars.externalOverlapMessage('SamBoat', '2027-06-01', '2027-06-03'),
      sameDayClosedMessage(9),
      common.horizonMessage(18),
      common.charactersNotAllowed('Il nome'),
      `${MESSAGES.bookingOverlap} (Mario Rossi, 01/06/2027 – 03/06/2027)`,
      `${booking.REQUEST_MESSAGES.requestOverlap} (Mario Rossi, 01/06/2027 – 03/06/2027)`,
    ];
    for (const message of answered) expect(errorCodeOf(message)?.code, message).toBeDefined();
    expect(errorCodeOf(calendars.externalOverlapMessage('SamBoat', '2027-06-01', '2027-06-03'))).toEqual({
      code: 'booking_overlap_external',
      params: { feed: 'SamBoat', startDate: '01/06/2027', endDate: '03/06/2027' },
    });
  });

  it('gives an unknown message the generic code of its status, never a failure', () => {
    expect(codedIssue({ path: 'x', message: 'Qualcosa di nuovo' })).toEqual({
      path: 'x',
      message: 'Qualcosa di nuovo',
      code: 'invalid_input',
    });
    expect(errorFields(400, 'Qualcosa di nuovo')).toEqual({ code: 'invalid_input' });
    expect(errorFields(404, 'Qualcosa di nuovo')).toEqual({ code: 'not_found' });
    expect(errorFields(429, 'Qualcosa di nuovo')).toEqual({ code: 'rate_limited' });
    expect(errorFields(503, 'Il catalogo delle barche non è raggiungibile al momento. Riprova tra poco.')).toEqual({ code: 'unavailable' });
    expect(errorFields(500, MESSAGES.serverError)).toEqual({ code: 'internal' });
  });

  it('takes the code of the first issue, and codes every issue', () => {
    const fields = errorFields(400, MESSAGES.bookingEmail, [
      { path: 'customerEmail', message: MESSAGES.bookingEmail },
      { path: 'startDate', message: sameDayClosedMessage(9) },
    ]);
    expect(fields).toEqual({
      code: 'email_enter_valid',
      issues: [
        { path: 'customerEmail', message: MESSAGES.bookingEmail, code: 'email_enter_valid' },
        { path: 'startDate', message: sameDayClosedMessage(9), code: 'same_day_closed', params: { hour: '09' } },
      ],
    });
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
  it('all have a code of their own (and the English of every field they name)', () => {
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
            const found = errorCodeOf(issue.message);
            if (!found && !ZOD_DEFAULT.test(issue.message)) unknown.add(issue.message);
            for (const name of ['field', 'subject'] as const) {
              const word = found?.params?.[name];
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

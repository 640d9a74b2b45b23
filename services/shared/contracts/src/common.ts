import { z } from 'zod';
import { firstBookableDate, inclusiveDays, isDay, monthsAfter, todayInRome } from './days.ts';
import { codedIssue, errorText, says, type CodedIssue, type ErrorCode, type Problem } from './errors.ts';

// The calendar of Patti is ./days.ts's; the names stay importable from here for the rules below.
export { firstBookableDate, hourInRome, monthsAfter, todayInRome } from './days.ts';

/** A calendar date of a rental, YYYY-MM-DD; never an instant. */
export const isoDate = z
  .string(says('date_required'))
  .regex(/^\d{4}-\d{2}-\d{2}$/, says('date_format_invalid'))
  .refine(isDay, says('date_invalid'));

/**
 * The largest amount a money column (numeric(10,2)) holds, in cents: 99,999,999.99 euro. An amount
 * over it would fail inside the database, so it is refused where it comes in.
 */
export const MAX_MONEY_CENTS = 9_999_999_999;

const MONEY_TEXT = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * A money amount as a plain decimal with at most two decimals, never negative, within `maxCents`
 * (a column's range by default). 'abc', 'Infinity', '12abc', '1e3' or true are refused, never read
 * as 0 or 12: a number is taken only when it already is a plain finite amount.
 */
export const moneyWithin = (maxCents: number = MAX_MONEY_CENTS, tooLarge: ReturnType<typeof says> = says('amount_too_high')) =>
  z
    .union([z.string(), z.number()], says('amount_invalid'))
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .refine((value) => MONEY_TEXT.test(value), says('amount_invalid'))
    .transform((value) => Number(value).toFixed(2))
    .refine((value) => Math.round(Number(value) * 100) <= maxCents, tooLarge);

/** A money amount within a numeric(10,2) column. */
export const money = moneyWithin();

/**
 * A database id: a positive integer within PostgreSQL's int, given as a JSON number or as plain
 * digits (a path or a query string). `[3]`, `true`, `'0x3'`, `'1e3'` or `' 3'` are refused instead
 * of being coerced into some id.
 */
export const positiveId = z
  .union([z.number(), z.string().regex(/^\d{1,10}$/, says('id_invalid'))], says('id_invalid'))
  .transform((value) => Number(value))
  .pipe(z.number(says('id_invalid')).int(says('id_invalid')).positive(says('id_invalid')).max(2_147_483_647, says('id_invalid')));

/**
 * Characters never accepted in what people type: C0 and C1 control characters (NUL, escape, tab
 * and line breaks among them), the Unicode line and paragraph separators, the bidirectional
 * overrides and isolates (they can make a name read backwards in a mail or the admin list) and the
 * zero-width characters (they make two equal-looking names different).
 */
/* eslint-disable no-control-regex -- these very characters are what is refused */
const HIDDEN_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200b-\u200d\u2060\ufeff]/;
/** The same, with the line feed allowed: notes, messages and descriptions may have several lines. */
const HIDDEN_OR_CONTROL_EXCEPT_LF =
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200b-\u200d\u2060\ufeff]/;
/* eslint-enable no-control-regex */

/** True when a one-line field (a name, a phone, a subject) holds only ordinary characters. */
export const isCleanLine = (value: string): boolean => !HIDDEN_OR_CONTROL.test(value);
/** True when a multi-line field (notes, a message, a description) holds only ordinary characters and line feeds. */
export const isCleanText = (value: string): boolean => !HIDDEN_OR_CONTROL_EXCEPT_LF.test(value);

/** The message of a field refused for its characters, e.g. "Il nome contiene caratteri non ammessi." */
export const charactersNotAllowed = (subject: string): string => errorText('characters_not_allowed', 'it', { subject });
const saysCharactersNotAllowed = (subject: string) => says('characters_not_allowed', { subject });
const saysProblem = (problem: ErrorCode | Problem) => (typeof problem === 'string' ? says(problem) : says(problem.code, problem.params));

/**
 * A one-line text field: ordinary characters only, checked before trimming so a trailing line break
 * is refused too. `notText` is the code of a value that is not text (the characters' refusal by default).
 */
export const singleLine = (subject: string, notText?: ErrorCode | Problem) =>
  z.string(notText ? saysProblem(notText) : saysCharactersNotAllowed(subject)).refine(isCleanLine, saysCharactersNotAllowed(subject));

/** A multi-line text field: line feeds allowed, every other control or hidden character refused. */
export const multiLine = (subject: string, notText?: ErrorCode | Problem) =>
  z.string(notText ? saysProblem(notText) : saysCharactersNotAllowed(subject)).refine(isCleanText, saysCharactersNotAllowed(subject));

/**
 * Until which hour (Europe/Rome, 0-24) today may still be asked for, when a deployment does not say
 * otherwise: a rental runs from 9:00, so a request sent later in the day would be for a day already begun.
 */
export const DEFAULT_SAME_DAY_CUTOFF_HOUR = 9;

/**
 * The one same-day rule, shared by the server and the booking card: a start today at or after the
 * cut-off hour is refused with the Italian message (a start in the past is another rule's to refuse).
 */
export function sameDayProblem(dates: { startDate: string }, cutoffHour: number, now: Date = new Date()): CodedIssue | null {
  const today = todayInRome(now);
  if (dates.startDate === today && firstBookableDate(now, cutoffHour) > today)
    return codedIssue('startDate', { code: 'same_day_closed', params: { hour: String(cutoffHour).padStart(2, '0') } });
  return null;
}

/** How far ahead a rental may be asked about or booked, when a deployment does not say otherwise. */
export const DEFAULT_BOOKING_HORIZON_MONTHS = 18;

export const horizonMessage = (months: number): string => errorText('beyond_horizon', 'it', { months: String(months) });

/**
 * The one rule on how far ahead dates may go, shared by every service that takes dates (each passes
 * its own BOOKING_HORIZON_MONTHS): a date after today plus the horizon is refused, which also keeps
 * year 9999 out of calendar queries and bookings. Gives the refused field and the message, or null.
 */
export function horizonProblem(
  dates: { startDate?: string | undefined; endDate?: string | undefined },
  months: number,
  today: string = todayInRome(),
): CodedIssue | null {
  const last = monthsAfter(today, months);
  for (const path of ['startDate', 'endDate'] as const) {
    const date = dates[path];
    if (date !== undefined && date > last) return codedIssue(path, { code: 'beyond_horizon', params: { months: String(months) } });
  }
  return null;
}

/** Days of a rental, inclusive of both dates: the same date is one day. */
export const rentalDays = inclusiveDays;

/**
 * The answer body of every error: a readable message, and one per field where the input was wrong;
 * `code` and `params` name the message in the catalogue of errors.ts (docs/errors.md).
 */
export const errorBody = z.object({
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.string()).optional(),
  issues: z
    .array(
      z.object({
        path: z.string(),
        message: z.string(),
        code: z.string().optional(),
        params: z.record(z.string(), z.string()).optional(),
      }),
    )
    .optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

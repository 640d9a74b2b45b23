/**
 * The error codes (docs/errors.md): every refusal the product answers carries, beside its Italian
 * `message`, a stable `code`, so a client can show the text of its own language. A service throws a
 * code with its parameters; the words come from the catalogue of words, namespace `errors`
 * (`services/shared/contracts/catalogue/errors/<language>.json`, ICU MessageFormat,
 * docs/languages.md#the-catalogue). Nothing here reads a text back into a code: a schema's refusal
 * carries its code on the zod issue (`says`), a service's refusal is thrown with it.
 */
import { formatMessage, type Message } from './words.ts';
import itErrors from '../catalogue/errors/it.json' with { type: 'json' };

export type ErrorCode = keyof typeof itErrors;
export type ErrorLanguage = 'it' | 'en';
export type ErrorParams = Record<string, string>;

/** A refusal as code and parameters, before it is put into words. */
export interface Problem {
  readonly code: ErrorCode;
  readonly params?: ErrorParams;
}

/**
 * Italian is always here: every answer says it. English comes with `@nbp/contracts/errors-en`,
 * which every service loads and the site only fetches for an English page.
 */
const CATALOGUES: Partial<Record<ErrorLanguage, Record<string, Message>>> = { it: itErrors };

/** Adds a language's error texts (`errors-en.ts` does it for English). */
export function addErrorCatalogue(language: ErrorLanguage, messages: Record<string, Message>): void {
  CATALOGUES[language] = messages;
}

/** Every code of the catalogue, in its order. */
export const ERROR_CODES = Object.keys(itErrors) as ErrorCode[];

/** True when `value` is a code of the catalogue (a code read from an answer, say). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(itErrors, value);
}

/** The code of a text the catalogue does not know, in a 4xx answer without a more telling status. */
export const GENERIC_ERROR_CODE = 'invalid_input' satisfies ErrorCode;

/**
 * The Italian words a message puts in a placeholder (a field's label, a subject) and their English,
 * so the English text names the field in English. A value not listed here is shown as it came.
 */
export const ERROR_PARAM_WORDS: Record<string, string> = {
  // Subjects of "contiene caratteri non ammessi"
  'Il nome': 'The name',
  'Il telefono': 'The phone number',
  'Il messaggio': 'The message',
  'Il nome della barca': "The boat's name",
  'Il testo delle note': 'The notes',
  'Il nome del cliente': "The customer's name",
  'Un extra': 'An extra',
  'Una voce': 'An entry',
  'Il modello': 'The model',
  'Il motivo': 'The reason',
  'Il nome del periodo': "The period's name",
  'Il nome in inglese del periodo': "The period's English name",
  // Labels of the boat editor's fields
  Nome: 'Name',
  Modello: 'Model',
  'Modello base': 'Base model',
  Lunghezza: 'Length',
  Larghezza: 'Width',
  Motore: 'Engine',
  Descrizione: 'Description',
  'Descrizione dettagliata': 'Detailed description',
  'Descrizione (inglese)': 'Description (English)',
  'Descrizione dettagliata (inglese)': 'Detailed description (English)',
  'Nome in inglese': 'English name',
  'Serbatoio carburante': 'Fuel tank',
  'Serbatoio acqua': 'Water tank',
  'Orario di imbarco': 'Boarding time',
  'Orario di rientro': 'Return time',
  // Query parameters
  Limite: 'Limit',
  Posizione: 'Offset',
  Prenotazioni: 'Bookings',
  Richieste: 'Requests',
  dal: 'from',
  al: 'to',
};

/** The text of `code` in `language`, its arguments filled from `params` (English gets the English of known words). */
export function errorText(code: ErrorCode, language: ErrorLanguage, params: ErrorParams = {}): string {
  const messages = CATALOGUES[language];
  if (!messages) throw new Error(`The ${language} error texts are not loaded: import @nbp/contracts/errors-${language}`);
  const values = language === 'en' ? Object.fromEntries(Object.entries(params).map(([k, v]) => [k, ERROR_PARAM_WORDS[v] ?? v])) : params;
  return formatMessage(messages, language, code, values);
}

/** The code of an answer that names none of its own (a 5xx, a refusal by a library), by its status. */
export function genericErrorCode(status: number): ErrorCode {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'rate_limited';
  if (status === 503) return 'unavailable';
  if (status >= 500) return 'internal';
  return GENERIC_ERROR_CODE;
}

/**
 * The code an answer carries for a problem: its own, except the few messages that only say in
 * words what a generic code already says (`ANSWERED_AS`, kept so the answers stay as they were),
 * and a 5xx, which is always `unavailable` (503) or `internal`: not a refusal of the input.
 */
export function answeredCode(status: number, code: ErrorCode): ErrorCode {
  if (status >= 500) return genericErrorCode(status);
  return ANSWERED_AS[code] ?? code;
}

/** Messages with their own words whose answers carry a generic code (docs/errors.md#messages-and-codes). */
const ANSWERED_AS: Partial<Record<ErrorCode, ErrorCode>> = {};

/** One wrong field of an answer: where, the Italian words, and their code. */
export interface CodedIssue {
  path: string;
  message: string;
  code: ErrorCode;
  params?: ErrorParams;
}

/** A problem on a field, put into Italian words. */
export function codedIssue(path: string, problem: Problem): CodedIssue {
  return {
    path,
    message: errorText(problem.code, 'it', problem.params),
    code: answeredCode(400, problem.code),
    ...(problem.params ? { params: problem.params } : {}),
  };
}

/**
 * A zod message that carries its code: `.min(2, says('name_too_short'))`,
 * `.refine(check, { ...says('end_before_start'), path: ['endDate'] })`. Zod asks for the message
 * when an issue is raised; the Italian words come from the catalogue and the code and parameters
 * ride on the issue, where `problemOfIssue` reads them.
 */
export function says(code: ErrorCode, params?: ErrorParams): { error: (issue: object) => string } {
  return {
    error: (issue) => {
      Object.assign(issue, { [ISSUE_CODE]: code, ...(params ? { [ISSUE_PARAMS]: params } : {}) });
      return errorText(code, schemaLanguage, params);
    },
  };
}

/** The language the schemas speak: always Italian on a server; a page in English switches it for its forms. */
let schemaLanguage: ErrorLanguage = 'it';

/**
 * Makes the schemas' messages English (or Italian again): the site does it on an English page once
 * the English texts are loaded, so a form's field says its problem in the page's language
 * (docs/languages.md#error-texts). A server never calls it: its answers are Italian.
 */
export function setSchemaLanguage(language: ErrorLanguage): void {
  schemaLanguage = CATALOGUES[language] ? language : 'it';
}

/** A custom issue with its code, for a `superRefine`: `ctx.addIssue(issueSaying(problem, ['field']))`. */
export function issueSaying(problem: Problem, path: PropertyKey[] = []) {
  return {
    code: 'custom' as const,
    message: errorText(problem.code, 'it', problem.params),
    path,
    [ISSUE_CODE]: problem.code,
    ...(problem.params ? { [ISSUE_PARAMS]: problem.params } : {}),
  };
}

// Own keys of the issue: zod keeps an issue's own keys in the issue it reports.
const ISSUE_CODE = 'catalogueCode';
const ISSUE_PARAMS = 'catalogueParams';

/** The problem a zod issue carries (`says`), or the generic one for zod's own words. */
export function problemOfIssue(issue: object): Problem {
  const tagged = issue as { [ISSUE_CODE]?: unknown; [ISSUE_PARAMS]?: ErrorParams };
  if (!isErrorCode(tagged[ISSUE_CODE])) return { code: GENERIC_ERROR_CODE };
  return { code: tagged[ISSUE_CODE], ...(tagged[ISSUE_PARAMS] ? { params: tagged[ISSUE_PARAMS] } : {}) };
}

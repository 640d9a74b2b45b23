import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as italian from '@zxcvbn-ts/language-it';
import { BUSINESS, businessFromEnv } from '@nbp/contracts/business';
import { SEED_BOAT_NAMES } from '@nbp/contracts/fleet';
import { errorText, type Problem } from '@nbp/contracts/errors';

/** zxcvbn's scale: 3 means "safely unguessable" against an online attack that is throttled. */
export const MIN_PASSWORD_SCORE = 3;

/**
 * The guesses below which zxcvbn scores 2 or less (its own threshold for 3, 10^8). What a password
 * adds to the site's words must be worth at least that much on its own.
 */
const MIN_GUESSES_BEYOND_SITE_WORDS = 1e8;

/** Words anyone would try first against this site (docs/security-sign-in.md#the-sites-own-words). */
const SITE_PHRASES = [
  BUSINESS.name,
  'Noleggio Barche Patti',
  BUSINESS.city,
  ...SEED_BOAT_NAMES,
  // Its trade and its back office.
  'noleggio',
  'barche',
  'barca',
  'charter',
  'admin',
  'amministratore',
  // The seasons, in the two languages of the site.
  'estate',
  'inverno',
  'primavera',
  'autunno',
  'summer',
  'winter',
  'spring',
  'autumn',
  'fall',
  // Where the boats go: the Aeolian islands and the coast around Patti.
  'Eolie',
  'Aeolian',
  'Vulcano',
  'Lipari',
  'Salina',
  'Stromboli',
  'Panarea',
  'Filicudi',
  'Alicudi',
  'Tindari',
  'Marinello',
  'Mongiove',
  'Sicilia',
  'Sicily',
];

/** Each phrase whole, run together, and each of its words of three letters or more; lower case. */
function guessableWords(phrases: string[]): string[] {
  const words = new Set<string>();
  for (const phrase of phrases) {
    const lower = phrase.trim().toLowerCase();
    if (!lower) continue;
    words.add(lower);
    words.add(lower.replace(/[^\p{L}\p{N}]+/gu, ''));
    for (const word of lower.split(/[^\p{L}\p{N}]+/u)) if (word.length >= 3) words.add(word);
  }
  return [...words].filter(Boolean);
}

/** The site's words, the business name the deployment sets, and this year and the next. */
export function siteWords(now: Date = new Date(), env: Record<string, string | undefined> = process.env): string[] {
  const year = now.getUTCFullYear();
  return guessableWords([...SITE_PHRASES, businessFromEnv(env).name, String(year), String(year + 1)]);
}

let estimator: ZxcvbnFactory | undefined;

/** Built at the first use: the dictionaries take a moment to load and most processes never need them. */
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...italian.dictionary },
    graphs: common.adjacencyGraphs,
    translations: italian.translations,
    useLevenshteinDistance: true,
  });
  return estimator;
}

/** The hint of `password_too_weak` when the password leans on the site's words (docs/errors.md#languages: Italian only). */
const LEANS_ON_SITE_WORDS =
  'si appoggia a parole legate al sito o a te (nome, località, barche, stagioni, isole, anno, email), ' +
  'e il resto da solo è troppo facile da indovinare. Aggiungi parole meno prevedibili.';

/**
 * Null when `password` is hard enough to guess; otherwise the Italian reason. The user's e-mail and
 * names and the site's words are the estimator's user inputs; and since an attacker aiming at this
 * site tries those first, whatever they match counts for nothing: the rest of the password must
 * still be worth a score of 3 on its own (docs/security-sign-in.md#the-sites-own-words).
 */
export function weakPasswordRefusal(
  password: string,
  user: { email: string; firstName?: string | null; lastName?: string | null },
  now: Date = new Date(),
): Problem | null {
  const personal = guessableWords([user.email, user.email.split('@')[0] ?? '', user.firstName ?? '', user.lastName ?? '']);
  const result = strengthEstimator().check(password, [...personal, ...siteWords(now)]);
  if (result.score < MIN_PASSWORD_SCORE) {
    const reasons = [result.feedback.warning, ...result.feedback.suggestions].filter((text): text is string => Boolean(text));
    const why = reasons.length ? reasons.join(' ') : 'Scegline una più lunga e meno prevedibile.';
    return { code: 'password_too_weak', params: { why } };
  }
  const beyond = result.sequence
    .filter((match) => !(match.pattern === 'dictionary' && match.dictionaryName === 'userInputs'))
    .reduce((guesses, match) => guesses * match.guesses, 1);
  return beyond < MIN_GUESSES_BEYOND_SITE_WORDS ? { code: 'password_too_weak', params: { why: LEANS_ON_SITE_WORDS } } : null;
}

/** The same, in Italian words (the admin command says it). */
export function weakPasswordProblem(...args: Parameters<typeof weakPasswordRefusal>): string | null {
  const problem = weakPasswordRefusal(...args);
  return problem && errorText(problem.code, 'it', problem.params);
}

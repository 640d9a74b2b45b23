import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as italian from '@zxcvbn-ts/language-it';

/** zxcvbn's scale: 3 means "safely unguessable" against an online attack that is throttled. */
export const MIN_PASSWORD_SCORE = 3;

/** Words anyone would try first against this site: its name, its town, its trade. */
const SITE_WORDS = ['alacaluf', 'charter', 'patti', 'noleggio', 'barche', 'barca', 'admin', 'amministratore'];

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

/**
 * Null when `password` is hard enough to guess; otherwise the Italian reason, from the estimator's
 * own feedback. The user's e-mail and names count as guessable words, like the site's.
 */
export function weakPasswordProblem(
  password: string,
  user: { email: string; firstName?: string | null; lastName?: string | null },
): string | null {
  const inputs = [user.email, user.email.split('@')[0] ?? '', user.firstName ?? '', user.lastName ?? '', ...SITE_WORDS].filter(Boolean);
  const result = strengthEstimator().check(password, inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const reasons = [result.feedback.warning, ...result.feedback.suggestions].filter((text): text is string => Boolean(text));
  const why = reasons.length ? reasons.join(' ') : 'Scegline una più lunga e meno prevedibile.';
  return `Password troppo debole: ${why}`;
}

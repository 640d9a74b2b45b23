/**
 * The catalogue of words (docs/languages.md#the-catalogue): one file per namespace and language,
 * `services/shared/contracts/catalogue/<namespace>/<language>.json`, each message in ICU
 * MessageFormat. This is the one formatter the services use to put them into words (intl-messageformat,
 * the FormatJS formatter react-intl uses on the site).
 */
import { IntlMessageFormat } from 'intl-messageformat';

/** A message as a catalogue holds it: its ICU text, or (in the built site) its syntax tree. */
export type Message = ConstructorParameters<typeof IntlMessageFormat>[0];
export type Messages = Readonly<Record<string, Message>>;

/** What makes a message more than plain text in ICU MessageFormat (web/vite.config.ts uses the same rule). */
export const ICU_SYNTAX = /[{}'#<]/;

const formatters = new WeakMap<Messages, Map<string, IntlMessageFormat>>();

/** The message `key` of `messages` (a catalogue in `language`), its arguments filled from `values`. */
export function formatMessage(messages: Messages, language: string, key: string, values: Record<string, string> = {}): string {
  const message = messages[key];
  if (message === undefined) throw new Error(`No message "${key}" in the ${language} catalogue`);
  // A message without arguments or ICU syntax is its own text: no formatter needed.
  if (typeof message === 'string' && !ICU_SYNTAX.test(message)) return message;
  let byKey = formatters.get(messages);
  if (!byKey) formatters.set(messages, (byKey = new Map()));
  let formatter = byKey.get(key);
  if (!formatter) byKey.set(key, (formatter = new IntlMessageFormat(message, language)));
  return String(formatter.format(values));
}

/**
 * The mailbox an address reaches, as a key for counting (docs/mail-limits.md#counting-an-address):
 * `Mario.Rossi+promo@GMail.com` and `mariorossi@gmail.com` fill one mailbox, so a cap or a
 * one-pending-request rule that counted them apart could be walked around by rewriting the address.
 *
 * - the whole address is trimmed and lower-cased (providers treat the local part without case);
 * - a `+tag` is cut from the local part (sub-addressing, honoured by every large provider);
 * - for the providers known to ignore dots in the local part, the dots go too.
 *
 * The key is never used to send: mail always goes to the address as typed.
 */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);
/** Providers that deliver `name+anything@` to `name@`. */
const DOMAIN_ALIASES: Record<string, string> = { 'googlemail.com': 'gmail.com' };

export function mailboxKey(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return trimmed;
  let local = trimmed.slice(0, at);
  let domain = trimmed.slice(at + 1);
  domain = DOMAIN_ALIASES[domain] ?? domain;
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

/**
 * The phone a number reaches, as a key for counting: digits only, with a leading `00` read as `+`
 * and an Italian number without its country code taken as `+39`, so `+39 333 123 4567`,
 * `0039 3331234567` and `333-1234567` are one phone.
 */
export function phoneKey(phone: string): string {
  let digits = phone.replace(/\D+/g, '');
  const international = phone.trim().startsWith('+') || digits.startsWith('00');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (!international) digits = `39${digits}`;
  return `+${digits}`;
}

import { positiveId } from '@nbp/contracts/common';

/**
 * The one reading of an id in a URL path (`/boats/:id`): plain digits naming a row that can exist
 * (1 up to PostgreSQL's integer maximum). Anything else ('1e3', '-1', '0x10', '0', ' 7', too large)
 * is null, so the route answers its own 404 or 400 without ever sending such a value to the database.
 */
export function pathId(raw: string | undefined): number | null {
  if (typeof raw !== 'string') return null;
  const parsed = positiveId.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

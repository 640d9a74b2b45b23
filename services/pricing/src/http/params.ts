/** A path id: digits only (no '1e3', '-1', '0x10'), within PostgreSQL's int range; null otherwise. */
export function idParam(raw: string | undefined): number | null {
  if (!/^\d{1,10}$/.test(raw ?? '')) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** Fields of a partial update that were actually sent, with their old and new values. */
export function changes<T extends object>(before: T, patch: Partial<T>): Record<string, { from: unknown; to: unknown }> {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, to] of Object.entries(patch)) {
    const from = before[key as keyof T];
    if (to !== undefined && to !== from) changed[key] = { from, to };
  }
  return changed;
}

/** The sent fields only, so an assign never writes undefined over a stored value. */
export function definedFields<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;
}

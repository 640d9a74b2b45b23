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

/** Fields of a partial update that were actually sent, with their old and new values (for the audit entry). */
export function changes<T extends object>(before: T, patch: Partial<T>): Record<string, { from: unknown; to: unknown }> {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, to] of Object.entries(patch)) {
    const from = before[key as keyof T];
    if (to !== undefined && to !== from) changed[key] = { from, to };
  }
  return changed;
}

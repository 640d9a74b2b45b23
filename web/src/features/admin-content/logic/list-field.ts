/**
 * The add rule of the editor's list fields (docs/product/screens.md#admin-other): the entry is trimmed, and a blank or
 * whitespace-only entry is not added. Returns the same array when nothing was added.
 */
export function addListItem(items: readonly string[], raw: string): string[] {
  const item = raw.trim();
  if (item === '') return items as string[];
  return [...items, item];
}

export function removeListItem(items: readonly string[], index: number): string[] {
  return items.filter((_, i) => i !== index);
}

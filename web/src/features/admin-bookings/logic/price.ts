/**
 * A price typed by the admin, as a number; 0 when it cannot be read (docs/product/screens.md#admin-bookings, edit dialog).
 * Both '1234.50' and the Italian '1.234,50' are understood.
 */
export function parsePrice(value: string | number | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  let text = (value ?? '').replace(/[\s€]/g, '');
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  const parsed = Number.parseFloat(text);
  return Number.isFinite(parsed) ? parsed : 0;
}

import { useSyncExternalStore } from 'react';

/** A boat a visitor keeps for later: enough to link to it and name it without asking the server. */
export interface Favourite {
  id: number;
  name: string;
}

export const FAVOURITES_KEY = 'nbp:favourites';
/** More than the fleet will ever hold; keeps a tampered entry from growing without end. */
const MAX_FAVOURITES = 50;

/**
 * The saved boats as stored in this browser, oldest first. Anything that is not a list of
 * { id, name } (an old format, a hand edit, a full or blocked storage) reads as no favourites.
 */
export function parseFavourites(raw: string | null): Favourite[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<number>();
  const list: Favourite[] = [];
  for (const entry of parsed) {
    const { id, name } = (entry ?? {}) as { id?: unknown; name?: unknown };
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0 || seen.has(id)) continue;
    if (typeof name !== 'string' || name.trim() === '') continue;
    seen.add(id);
    list.push({ id, name: name.trim().slice(0, 120) });
  }
  return list.slice(-MAX_FAVOURITES);
}

/** The list with the boat added (at the end) or, when it was there, taken out. */
export function toggleFavourite(list: readonly Favourite[], boat: Favourite): Favourite[] {
  return list.some((item) => item.id === boat.id)
    ? list.filter((item) => item.id !== boat.id)
    : [...list, { id: boat.id, name: boat.name }].slice(-MAX_FAVOURITES);
}

export const isFavourite = (list: readonly Favourite[], id: number): boolean => list.some((item) => item.id === id);

// The store: localStorage, read once and then kept in memory, shared by every component of the page
// and followed across tabs (the storage event).
const EMPTY: Favourite[] = [];
let current: Favourite[] | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // blocked by the browser's settings
  }
}

function snapshot(): Favourite[] {
  current ??= parseFavourites(storage()?.getItem(FAVOURITES_KEY) ?? null);
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== FAVOURITES_KEY) return;
    current = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Saves or unsaves a boat; says whether it is saved now. */
export function toggleSavedBoat(boat: Favourite): boolean {
  const next = toggleFavourite(snapshot(), boat);
  current = next;
  try {
    storage()?.setItem(FAVOURITES_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the choice still holds for this page.
  }
  for (const listener of listeners) listener();
  return isFavourite(next, boat.id);
}

export function useFavourites(): Favourite[] {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

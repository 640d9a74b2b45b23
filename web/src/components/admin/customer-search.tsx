import { useEffect, useRef, useState } from 'react';
import { TextField } from '../ui/field.tsx';

/** How long a list's search box waits after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box of a paged admin list (Prenotazioni, Richieste Email): what is typed, sent to
 * `send` 300 ms after the last key. A search the list cleared itself (an item to show) empties the
 * box too, or the wait would send the old words again.
 */
function useSearchBox(sent: string, send: (q: string) => void): [string, (typed: string) => void] {
  const [typed, setTyped] = useState(sent);
  const [lastSent, setLastSent] = useState(sent);
  // The latest `send`, so a new one at each render does not restart the wait.
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });
  if (lastSent !== sent) {
    setLastSent(sent);
    setTyped(sent);
  }
  useEffect(() => {
    if (typed === sent) return;
    const timer = setTimeout(() => sendRef.current(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, sent]);
  return [typed, setTyped];
}

/**
 * 'Cerca cliente' of a paged admin list: a part of the customer's name, e-mail or phone, handed to
 * `onSearch` once the typing stops (docs/back-office.md#finding-a-booking).
 */
export function CustomerSearch({ sent, onSearch }: { sent: string; onSearch: (q: string) => void }) {
  const [typed, setTyped] = useSearchBox(sent, onSearch);
  return (
    <TextField
      label="Cerca cliente"
      type="search"
      placeholder="Nome, e-mail o telefono"
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      maxLength={100}
      autoComplete="off"
    />
  );
}

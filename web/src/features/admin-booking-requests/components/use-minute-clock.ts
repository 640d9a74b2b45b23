import { useEffect, useState } from 'react';

/** The time, renewed every minute: the cards' 'scade tra ...' follows it. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Closed TCP connections to a port, counted from the TIME_WAIT sockets in /proc/net/tcp: with
 * keep-alive working, a 5-second run closes almost none; without it, one per request.
 */
import { readFileSync } from 'node:fs';

const TIME_WAIT = '06';

/** TIME_WAIT sockets whose local or remote end is one of these ports, per port. */
export function timeWaitByPort(ports: number[]): Map<number, number> {
  const counts = new Map<number, number>(ports.map((port) => [port, 0]));
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[3] !== TIME_WAIT) continue;
      const local = parseInt(fields[1]?.split(':').pop() ?? '', 16);
      const remote = parseInt(fields[2]?.split(':').pop() ?? '', 16);
      for (const port of [local, remote]) if (counts.has(port)) counts.set(port, counts.get(port)! + 1);
    }
  }
  return counts;
}

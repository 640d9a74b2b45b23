import { mkdirSync, openSync, closeSync, statSync, unlinkSync, readdirSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Ports handed out and not yet bound. The OS forgets a port the moment the probe closes it, so two
 * test files starting stacks side by side could be given the same one: a service then fails to bind
 * and the other's process answers in its place. A file per port, created exclusively, keeps every
 * process on this machine from handing it out again while the reservation lasts.
 */
const RESERVATIONS = path.join(os.tmpdir(), 'nbp-port-reservations');
/** Long enough for a stack to start (tsx compiles each service at start), short enough to recycle. */
const RESERVATION_MS = 5 * 60_000;
const ATTEMPTS = 50;

function probe(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function isStale(file: string, now: number): boolean {
  try {
    return now - statSync(file).mtimeMs > RESERVATION_MS;
  } catch {
    return true;
  }
}

/** True when this process now holds the reservation of `port`. */
function reserve(port: number): boolean {
  const file = path.join(RESERVATIONS, String(port));
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      closeSync(openSync(file, 'wx'));
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      if (!isStale(file, Date.now())) return false;
      try {
        unlinkSync(file);
      } catch {
        /* another process recycled it first */
      }
    }
  }
  return false;
}

function forgetStale(): void {
  const now = Date.now();
  for (const name of readdirSync(RESERVATIONS)) {
    const file = path.join(RESERVATIONS, name);
    if (isStale(file, now)) {
      try {
        unlinkSync(file);
      } catch {
        /* gone already */
      }
    }
  }
}

let cleaned = false;

/** A port the OS says is free on 127.0.0.1 right now, and that no other caller on this machine was given in the last minutes. */
export async function freePort(): Promise<number> {
  mkdirSync(RESERVATIONS, { recursive: true, mode: 0o777 });
  if (!cleaned) {
    cleaned = true;
    forgetStale();
  }
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const port = await probe();
    if (reserve(port)) return port;
  }
  throw new Error(`no free port after ${ATTEMPTS} tries: every one offered was reserved (${RESERVATIONS})`);
}

export async function portInUse(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

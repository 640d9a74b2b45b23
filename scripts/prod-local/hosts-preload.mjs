/**
 * Docker's DNS for a process started by scripts/prod-local (`npm run prod:local`): compose's
 * service names (booking, postgres, maildev...) resolve to the addresses the harness gave their
 * running replicas, as Docker's embedded DNS answers a container with the running containers of a
 * service. Loaded before the process's own code:
 *
 *   node --import file:///.../hosts-preload.mjs?table=/path/of/hosts.json dist/main.js
 *
 * The table (`{ "names": { "booking": ["127.31.7.2", "127.31.7.3"] } }`) is written by the harness
 * (replaced whole, by rename) whenever a replica starts, stops or is replaced, and read again here
 * when it changed, so names follow the replicas like Docker's do. Every answer rotates the list,
 * as a round-robin DNS does: a lookup for one address gets the next replica, a lookup for all of
 * them (`{ all: true }`, which net.connect makes, trying each in turn) gets them all, starting
 * with the next. A name with no running replica is ENOTFOUND; any other name is looked up as
 * usual.
 *
 * Patched: dns.lookup, dns.promises.lookup, and resolve4/resolve6 (on dns, dns.promises and their
 * Resolver classes: nodemailer asks resolve4 first). Plain JavaScript, so no loader is needed.
 */
import dns from 'node:dns';
import { readFileSync, statSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { promisify } from 'node:util';

const tablePath = new URL(import.meta.url).searchParams.get('table');
let loaded = { key: '', names: new Map() };
const turns = new Map();

function names() {
  if (!tablePath) return loaded.names;
  try {
    const stat = statSync(tablePath);
    const key = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    if (key !== loaded.key) {
      const table = JSON.parse(readFileSync(tablePath, 'utf8'));
      loaded = { key, names: new Map(Object.entries(table.names ?? {}).map(([name, list]) => [name.toLowerCase(), list])) };
    }
  } catch {
    /* mid-replace or gone: keep the last table read */
  }
  return loaded.names;
}

/** The addresses of a name of the table, rotated one step per answer; undefined for other names. */
function answer(hostname) {
  if (typeof hostname !== 'string') return undefined;
  const name = hostname.toLowerCase().replace(/\.$/, '');
  const list = names().get(name);
  if (!list) return undefined;
  const turn = turns.get(name) ?? 0;
  turns.set(name, turn + 1);
  if (list.length === 0) return [];
  const start = turn % list.length;
  return [...list.slice(start), ...list.slice(0, start)];
}

function notFound(syscall, hostname) {
  const err = new Error(`${syscall} ENOTFOUND ${hostname}`);
  err.code = 'ENOTFOUND';
  err.errno = dns.NOTFOUND;
  err.syscall = syscall;
  err.hostname = hostname;
  return err;
}

function family(address) {
  return address.includes(':') ? 6 : 4;
}

/** The addresses of one family (or both, family 0) as lookup returns them. */
function lookupEntries(list, options) {
  const wanted = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : Number(options.family ?? 0);
  return list.map((address) => ({ address, family: family(address) })).filter((entry) => !wanted || entry.family === wanted);
}

const originalLookup = dns.lookup;
function lookup(hostname, options, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = {};
  }
  const opts = typeof options === 'number' ? { family: options } : (options ?? {});
  const list = answer(hostname);
  if (!list) return originalLookup.call(dns, hostname, options, callback);
  const entries = lookupEntries(list, opts);
  process.nextTick(() => {
    if (entries.length === 0) callback(notFound('getaddrinfo', hostname));
    else if (opts.all) callback(null, entries);
    else callback(null, entries[0].address, entries[0].family);
  });
  return {};
}

const originalPromisesLookup = dns.promises.lookup;
async function promisesLookup(hostname, options) {
  const opts = typeof options === 'number' ? { family: options } : (options ?? {});
  const list = answer(hostname);
  if (!list) return originalPromisesLookup.call(dns.promises, hostname, options);
  const entries = lookupEntries(list, opts);
  if (entries.length === 0) throw notFound('getaddrinfo', hostname);
  return opts.all ? entries : entries[0];
}
lookup[promisify.custom] = promisesLookup;

/** resolve4/resolve6 for callbacks: the table's addresses of that family ({ ttl } form too). */
function resolver(original, fam) {
  return function resolve(hostname, options, callback) {
    if (typeof options === 'function') {
      callback = options;
      options = {};
    }
    const list = answer(hostname);
    if (!list) return original.call(this, hostname, options, callback);
    const addresses = list.filter((address) => family(address) === fam);
    process.nextTick(() => {
      if (addresses.length === 0) callback(notFound(fam === 4 ? 'queryA' : 'queryAaaa', hostname));
      else callback(null, options?.ttl ? addresses.map((address) => ({ address, ttl: 0 })) : addresses);
    });
    return {};
  };
}

function promisesResolver(original, fam) {
  return async function resolve(hostname, options) {
    const list = answer(hostname);
    if (!list) return original.call(this, hostname, options);
    const addresses = list.filter((address) => family(address) === fam);
    if (addresses.length === 0) throw notFound(fam === 4 ? 'queryA' : 'queryAaaa', hostname);
    return options?.ttl ? addresses.map((address) => ({ address, ttl: 0 })) : addresses;
  };
}

dns.lookup = lookup;
dns.promises.lookup = promisesLookup;
for (const [target, make] of [
  [dns, resolver],
  [dns.Resolver.prototype, resolver],
  [dns.promises, promisesResolver],
  [dns.promises.Resolver.prototype, promisesResolver],
]) {
  target.resolve4 = make(target.resolve4, 4);
  target.resolve6 = make(target.resolve6, 6);
}
// `import { lookup } from 'node:dns'` sees the patched functions too.
syncBuiltinESMExports();

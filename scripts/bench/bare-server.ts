/**
 * The physical limit: a bare node:http server that answers, for each benchmarked path prefix, the
 * exact JSON body the real service answered. No framework, no database, no logging.
 *
 *   node --import tsx scripts/bench/bare-server.ts <port> <routes.json>
 * routes.json: [{ "prefix": "/api/boats", "body": "<json text>" }, ...]
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';

const [portArg, routesFile] = process.argv.slice(2);
const routes = (JSON.parse(readFileSync(routesFile!, 'utf8')) as { prefix: string; body: string }[])
  .map((route) => ({ prefix: route.prefix, body: Buffer.from(route.body) }))
  .sort((a, b) => b.prefix.length - a.prefix.length);

const server = http.createServer((req, res) => {
  const route = routes.find((candidate) => req.url?.startsWith(candidate.prefix));
  if (!route) {
    res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
    res.end('{"error":"not_found"}');
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': route.body.length });
  res.end(route.body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(portArg), '127.0.0.1', () => process.stdout.write('ready\n'));
process.once('SIGTERM', () => server.close(() => process.exit(0)));

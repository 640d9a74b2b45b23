import type { NextFunction, Request, Response } from 'express';

/** What a client could send to pose as a proxy of ours; none of it reaches a service as sent. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded', 'x-real-ip'];

/**
 * Express's `trust proxy` for TRUSTED_PROXY_HOPS: the proxies of ours in front of the gateway are
 * one fewer than in front of the services (the gateway is the last of them). 0 when the gateway is
 * the edge: then nothing a client writes in X-Forwarded-* is believed.
 */
export const gatewayTrustedHops = (trustedProxyHops: number): number => trustedProxyHops - 1;

/**
 * Writes the X-Forwarded-* headers the services read, instead of passing on the client's: the
 * services take the visitor's address from X-Forwarded-For (rate limits, the sign-in lock), so a
 * client that could write it would choose its own address. X-Forwarded-For becomes the entries
 * the proxies in front of us wrote (Express's `req.ips`, within `trust proxy`) plus the address
 * of the socket; Host and protocol are the ones Express trusts the same way. Everything further
 * left, and any other forwarding header, is dropped.
 */
export function forwardedHeaders() {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const chain = [...req.ips, req.socket.remoteAddress].filter((address): address is string => Boolean(address));
    const host = req.host;
    const proto = req.protocol;
    for (const name of FORWARDING_HEADERS) delete req.headers[name];
    if (chain.length) req.headers['x-forwarded-for'] = chain.join(', ');
    if (host) req.headers['x-forwarded-host'] = host;
    req.headers['x-forwarded-proto'] = proto;
    next();
  };
}

import net from 'node:net';

/**
 * A round-robin TCP balancer in front of the replicas of one service (what a load balancer or
 * Docker's service address does in production): each new connection goes to the next replica,
 * and a replica that refuses the connection is skipped.
 */
export class RoundRobinBalancer {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private next = 0;
  /** Connections handed to each target port. */
  readonly connections = new Map<number, number>();
  port = 0;

  constructor(private readonly targets: number[]) {
    for (const target of targets) this.connections.set(target, 0);
  }

  async start(port = 0): Promise<number> {
    this.server = net.createServer((client) => {
      this.sockets.add(client);
      client.on('close', () => this.sockets.delete(client));
      client.on('error', () => client.destroy());
      client.pause();
      this.connect(client, 0);
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server!.address() as net.AddressInfo).port;
    return this.port;
  }

  private connect(client: net.Socket, tried: number): void {
    if (client.destroyed) return;
    if (tried >= this.targets.length) {
      client.destroy();
      return;
    }
    const target = this.targets[this.next++ % this.targets.length]!;
    const upstream = net.connect(target, '127.0.0.1');
    let connected = false;
    upstream.once('connect', () => {
      connected = true;
      this.sockets.add(upstream);
      this.connections.set(target, (this.connections.get(target) ?? 0) + 1);
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
    });
    upstream.on('error', () => {
      if (!connected) this.connect(client, tried + 1);
      else client.destroy();
    });
    upstream.on('close', () => {
      this.sockets.delete(upstream);
      if (connected) client.destroy();
    });
    client.on('close', () => upstream.destroy());
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

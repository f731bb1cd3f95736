// A TCP proxy in front of a PostgreSQL server, for tests of a database that goes away and comes back
// without restarting the one server the other tests use: `cut()` drops every connection through it
// and refuses new ones (a server restarting), `open()` takes them again on the same port.
import { connect, createServer, type Server, type Socket } from 'node:net';

export class TcpProxy {
  readonly #sockets = new Set<Socket>();
  #server: Server | null = null;
  port = 0;

  private constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  /** A proxy to the server of `url`, listening on a free port of 127.0.0.1. */
  static async to(url: string): Promise<TcpProxy> {
    const target = new URL(url);
    const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.open();
    return proxy;
  }

  /** `url` with its host and port the proxy's. */
  through(url: string): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }

  open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.targetPort, this.host);
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('close', () => this.#sockets.delete(socket));
        // A cut connection's reset is what the test is about, not a failure of the proxy.
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    this.#server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        const address = server.address();
        if (address && typeof address === 'object') this.port = address.port;
        resolve();
      });
    });
  }

  /** Drops every connection and stops listening. */
  async cut(): Promise<void> {
    const server = this.#server;
    this.#server = null;
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const socket of this.#sockets) socket.destroy();
    await closed;
  }
}

import { createServer, type IncomingMessage } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";

/**
 * Firefox's twin of Chromium's --host-resolver-rules: an HTTP CONNECT proxy on loopback that sends
 * https://<host>:443 to a local port when <host> matches one of `routes` ("*.voucherify.io",
 * "acme.zendesk.com"), and refuses everything else. Firefox is pointed at it through its proxy
 * preferences, so the production build's requests to https://api.voucherify.io reach the local API
 * under their real host name (the TLS handshake and the Host header are Firefox's own).
 * `network.dns.localDomains` was no option: it resolves to 127.0.0.1 on the URL's port, 443.
 */
export interface ConnectProxy {
  port: number;
  /** Every CONNECT target asked for, in order (host:port), refused ones too. */
  tunnels: string[];
  close(): Promise<void>;
}

export function routeFor(routes: Record<string, number>, host: string): number | undefined {
  for (const [pattern, port] of Object.entries(routes)) {
    if (pattern.startsWith("*.") ? host.endsWith(pattern.slice(1)) : host === pattern) return port;
  }
  return undefined;
}

export async function startConnectProxy(routes: Record<string, number>): Promise<ConnectProxy> {
  const sockets = new Set<Socket>();
  const tunnels: string[] = [];
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    // A tunnel torn down by either side is not an error of the test.
    socket.on("error", () => socket.destroy());
  };
  // Plain http requests (captive portal checks and the like) are refused: nothing leaves the machine.
  const server = createServer((_req, res) => res.writeHead(403).end());
  server.on("connection", track);
  server.on("connect", (req: IncomingMessage, client: Socket, head: Buffer) => {
    const target = req.url ?? "";
    tunnels.push(target);
    const match = /^([a-z0-9.-]+):(\d+)$/i.exec(target);
    const port = match && match[2] === "443" ? routeFor(routes, match[1]!.toLowerCase()) : undefined;
    if (port === undefined) {
      client.end("HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n");
      return;
    }
    const upstream = connect(port, "127.0.0.1", () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    track(upstream);
    upstream.on("close", () => client.destroy());
    client.on("close", () => upstream.destroy());
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return {
    port: (server.address() as AddressInfo).port,
    tunnels,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

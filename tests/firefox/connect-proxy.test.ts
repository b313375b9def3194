import { connect, createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { routeFor, startConnectProxy } from "./connect-proxy";

/** Asks the proxy for a tunnel to `target` and returns its status line. */
function askTunnel(proxyPort: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(proxyPort, "127.0.0.1", () => {
      socket.write(`CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n\r\n`);
    });
    socket.once("data", (chunk) => {
      resolve(chunk.toString("latin1").split("\r\n")[0]!);
      socket.destroy();
    });
    socket.once("error", reject);
  });
}

describe("the test proxy Firefox is pointed at", () => {
  it("routes the API's and the helpdesks' hosts, and nothing else", () => {
    const routes = { "*.voucherify.io": 1001, "acme.zendesk.com": 1002 };
    expect(routeFor(routes, "api.voucherify.io")).toBe(1001);
    expect(routeFor(routes, "us1.api.voucherify.io")).toBe(1001);
    expect(routeFor(routes, "acme.zendesk.com")).toBe(1002);
    expect(routeFor(routes, "voucherify.io.evil.test")).toBeUndefined();
    expect(routeFor(routes, "other.zendesk.com")).toBeUndefined();
  });

  it("tunnels a routed host on 443 to the local port and refuses every other target", async () => {
    const upstream = createServer((socket) => socket.end("hello from the local server"));
    await new Promise<void>((done) => upstream.listen(0, "127.0.0.1", done));
    const port = (upstream.address() as { port: number }).port;
    const proxy = await startConnectProxy({ "*.voucherify.io": port });
    try {
      expect(await askTunnel(proxy.port, "api.voucherify.io:443")).toBe(
        "HTTP/1.1 200 Connection Established",
      );
      expect(await askTunnel(proxy.port, "api.voucherify.io:80")).toBe("HTTP/1.1 403 Forbidden");
      expect(await askTunnel(proxy.port, "example.com:443")).toBe("HTTP/1.1 403 Forbidden");
      expect(proxy.tunnels).toEqual(["api.voucherify.io:443", "api.voucherify.io:80", "example.com:443"]);
    } finally {
      await proxy.close();
      await new Promise<void>((done) => upstream.close(() => done()));
    }
  });
});

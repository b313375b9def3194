import { readFile } from "node:fs/promises";
import { createServer } from "node:https";
import type { AddressInfo, Socket } from "node:net";
import { extname, resolve } from "node:path";
import { makeCertificate } from "./cert";

/** Sample helpdesk pages, served over HTTPS on loopback; browsers reach them as *.zendesk.com. */
export interface HelpdeskServer {
  port: number;
  /** e.g. https://acme.zendesk.com/ticket.html once Chromium maps *.zendesk.com here. */
  pageUrl(name: string, host?: string): string;
  close(): Promise<void>;
}

const PAGES = resolve(import.meta.dirname, "helpdesk");
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
};

export async function startHelpdeskServer(): Promise<HelpdeskServer> {
  const sockets = new Set<Socket>();
  const server = createServer(await makeCertificate(), async (req, res) => {
    const name = (req.url ?? "/").split("?")[0]!.replace(/^\/+/, "") || "ticket.html";
    if (!/^[a-z0-9-]+\.(html|js)$/.test(name)) {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(resolve(PAGES, name));
      res.writeHead(200, { "Content-Type": TYPES[extname(name)] ?? "text/plain" }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    pageUrl: (name, host = "acme.zendesk.com") => `https://${host}/${name}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

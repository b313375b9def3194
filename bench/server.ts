import { readFile } from "node:fs/promises";
import { createServer } from "node:https";
import type { AddressInfo, Socket } from "node:net";
import { resolve } from "node:path";
import { makeCertificate } from "../tests/server/cert";

export interface BenchPages {
  port: number;
  /** A generated ticket with about `bytes` of text, on `host` (a helpdesk host runs the content script). */
  url(host: string, bytes: number): string;
  /** A short ticket whose one sentence names `id`, on `host`: the page the panel's click measure clicks in. */
  lookupUrl(host: string, id: string): string;
  close(): Promise<void>;
}

const here = import.meta.dirname;

// Cross-origin isolation gives the page 5 µs timers instead of 100 µs: batches last about a millisecond.
const ISOLATED = {
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Embedder-Policy": "require-corp",
  "Cache-Control": "no-store",
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Serves the generated ticket page and the scripts it needs, on loopback only, to any host name. */
export async function startBenchPages(): Promise<BenchPages> {
  const { key, cert } = await makeCertificate();
  const files: Record<string, string> = {
    "/ticket.js": resolve(here, "pages/ticket.js"),
    "/mark.min.js": resolve(here, "../node_modules/mark.js/dist/mark.min.js"),
  };
  const sockets = new Set<Socket>();
  const server = createServer({ key, cert }, async (req, res) => {
    const url = new URL(req.url ?? "/", "https://bench.invalid");
    // Pages are served in the helpdesk's agent workspace (/agent/…), where Voucher Lens runs.
    url.pathname = url.pathname.replace(/^\/agent\//, "/");
    if (url.pathname === "/ticket.html") {
      const bytes = Number(url.searchParams.get("bytes") ?? "500000");
      res.writeHead(200, { ...ISOLATED, "Content-Type": "text/html; charset=utf-8" });
      // The ticket is built while the page parses, so it is complete before content scripts run.
      res.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ticket #4821</title>` +
          `<script src="/ticket.js"></script></head><body><script>buildTicket(${bytes})</script></body></html>`,
      );
      return;
    }
    if (url.pathname === "/lookup.html") {
      const id = escapeHtml(url.searchParams.get("id") ?? "");
      res.writeHead(200, { ...ISOLATED, "Content-Type": "text/html; charset=utf-8" });
      res.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ticket #4822</title></head>` +
          `<body style="font:16px/1.5 system-ui,sans-serif;margin:40px"><h1>Ticket #4822</h1>` +
          `<p id="sentence">Hello, customer ${id} asks why their last voucher was refused.</p></body></html>`,
      );
      return;
    }
    if (url.pathname === "/flood.html") {
      // The tests' flooding page: srcdoc frames of voucher ids, one id a frame changed every second.
      res.writeHead(200, { ...ISOLATED, "Content-Type": "text/html; charset=utf-8" });
      res.end(await readFile(resolve(here, "../tests/server/helpdesk/flood.html")));
      return;
    }
    const file = files[url.pathname];
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { ...ISOLATED, "Content-Type": "text/javascript" });
    res.end(await readFile(file));
  });
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (host, bytes) => `https://${host}/agent/ticket.html?bytes=${bytes}`,
    lookupUrl: (host, id) => `https://${host}/agent/lookup.html?id=${encodeURIComponent(id)}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

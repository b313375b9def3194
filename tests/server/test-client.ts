import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import type { ApiServer } from "./api-server";

/** A tiny HTTP(S) client for the server's own tests: raw paths, no connection reuse, self-signed certs allowed. */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are inspected freely
  json(): any;
}

export interface CallInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

export function call(
  api: Pick<ApiServer, "url">,
  pathAndQuery: string,
  init: CallInit = {},
): Promise<Answer> {
  const url = new URL(api.url);
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      {
        host: url.hostname.replace(/^\[|\]$/g, ""),
        port: url.port,
        method: init.method ?? "GET",
        path: pathAndQuery,
        headers: {
          ...(init.body !== undefined ? { "Content-Length": String(Buffer.byteLength(init.body)) } : {}),
          ...init.headers,
        },
        agent: false,
        rejectUnauthorized: false,
        signal: init.signal,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
        });
      },
    );
    req.on("error", reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

export const appKeys = (api: Pick<ApiServer, "credentials">): Record<string, string> => ({
  "X-App-Id": api.credentials.appId,
  "X-App-Token": api.credentials.appToken,
});

export const bearer = (token: string): Record<string, string> => ({ Authorization: `Bearer ${token}` });

/** GET with the app keys. */
export const get = (
  api: Pick<ApiServer, "url" | "credentials">,
  pathAndQuery: string,
  headers: Record<string, string> = {},
) => call(api, pathAndQuery, { headers: { ...appKeys(api), ...headers } });

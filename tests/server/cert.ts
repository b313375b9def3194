import { generate } from "selfsigned";

export interface Certificate {
  key: string;
  cert: string;
  fingerprint: string;
}

/** Names the certificate is good for: the API's hosts (mapped to the local server) and loopback. */
export const CERTIFICATE_NAMES = [
  "*.voucherify.io",
  "api.voucherify.io",
  "*.zendesk.com",
  "app.intercom.com",
  "localhost",
];

let pending: Promise<Certificate> | undefined;

/**
 * A throwaway self-signed certificate (EC P-256, SHA-256, valid 7 days), made on first use in this
 * process and reused by every server it starts: generating one per server would only slow tests.
 * Browsers are started with --ignore-certificate-errors; node clients use rejectUnauthorized: false.
 */
export function makeCertificate(): Promise<Certificate> {
  pending ??= (async () => {
    const notBeforeDate = new Date(Date.now() - 60 * 60_000);
    const notAfterDate = new Date(Date.now() + 7 * 86_400_000);
    const pems = await generate([{ name: "commonName", value: "api.voucherify.io" }], {
      keyType: "ec",
      curve: "P-256",
      algorithm: "sha256",
      notBeforeDate,
      notAfterDate,
      extensions: [
        { name: "basicConstraints", cA: false },
        { name: "keyUsage", digitalSignature: true, keyEncipherment: true },
        { name: "extKeyUsage", serverAuth: true },
        {
          name: "subjectAltName",
          altNames: [
            ...CERTIFICATE_NAMES.map((value) => ({ type: 2 as const, value })),
            { type: 7 as const, ip: "127.0.0.1" },
            { type: 7 as const, ip: "::1" },
          ],
        },
      ],
    });
    return { key: pems.private, cert: pems.cert, fingerprint: pems.fingerprint };
  })();
  // A failed attempt is not cached.
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}

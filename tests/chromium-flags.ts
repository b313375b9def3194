import { createHash } from "node:crypto";
/** Flags every Chromium this project starts needs on these machines (no network, running as root). */
export const QUIET_CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * Loads an unpacked build and sends the API's and helpdesks' hosts to local servers. The rules keep
 * the map's order and Chromium applies the first that matches a host, so a specific host listed
 * before "*.voucherify.io" goes to its own server.
 */
export function extensionFlags(extensionDir: string, hostMap: Record<string, number>): string[] {
  const rules = Object.entries(hostMap)
    .map(([host, port]) => `MAP ${host} 127.0.0.1:${port}`)
    .join(", ");
  return [
    `--disable-extensions-except=${extensionDir}`,
    `--load-extension=${extensionDir}`,
    `--host-resolver-rules=${rules}`,
    "--ignore-certificate-errors",
  ];
}

/** Chrome names an unpacked extension without a key after its folder: the SHA-256 of the path, in a–p. */
export function unpackedExtensionId(dir: string): string {
  const hex = createHash("sha256").update(dir).digest("hex").slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 16))).join("");
}

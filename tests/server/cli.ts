import { parseArgs } from "node:util";
import { startApiServer } from "./api-server";

/**
 * `npm run api`: the local Voucherify API on its own, for the demo and for trying the extension by
 * hand. Options: --port N (default 0: any free port), --host H (loopback only), --seed N, --http.
 * Stops on SIGINT / SIGTERM.
 */
const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PORT ?? "0" },
    host: { type: "string", default: "127.0.0.1" },
    seed: { type: "string", default: "1" },
    http: { type: "boolean", default: false },
  },
});

const api = await startApiServer({
  port: Number(values.port),
  host: values.host,
  seed: Number(values.seed),
  tls: !values.http,
});

const { credentials, data } = api;
console.log(`Local Voucherify API listening on ${api.url}`);
console.log("");
console.log(`  App ID          ${credentials.appId}`);
console.log(`  App Token       ${credentials.appToken}`);
console.log(`  OAuth token     ${credentials.oauthToken}`);
console.log(`  2nd OAuth token ${credentials.secondOauthToken}`);
console.log("");
console.log("Things to look up:");
for (const [name, value] of Object.entries(data.samples)) console.log(`  ${name.padEnd(28)} ${value}`);
console.log("Loyalty history (who to look up):");
for (const [name, value] of Object.entries(api.history.subjects))
  console.log(`  ${name.padEnd(28)} ${JSON.stringify(value)}`);
console.log("");
console.log("Point a browser at it (the extension talks to https://api.voucherify.io):");
console.log(
  `  chromium --host-resolver-rules="MAP *.voucherify.io 127.0.0.1:${api.port}" --ignore-certificate-errors`,
);
console.log("Stop with Ctrl+C.");

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping`);
  api.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));

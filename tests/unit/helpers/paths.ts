import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// Not `new URL(…, import.meta.url)`: happy-dom replaces the global URL.
/** The clone's root, for tests that read the source, the scripts or public/ as files. */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
/** shared/ beside the clone: the interface, its OpenAPI files and the API's real responses. */
export const SHARED_DIR = resolve(PROJECT_ROOT, "../shared");

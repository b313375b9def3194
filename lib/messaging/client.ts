import { browser } from "wxt/browser";
import type { ContentToWorker, PageToWorker } from "./protocol";
import type { WorkerReply } from "./worker-handler";

/** Asks the worker from an extension page. A worker that cannot be reached is a network-kind error. */
export async function askWorker(message: PageToWorker | ContentToWorker): Promise<WorkerReply> {
  try {
    return (await browser.runtime.sendMessage(message)) as WorkerReply;
  } catch (cause) {
    return {
      ok: false,
      error: {
        kind: "network",
        message: `The extension's background could not be reached (${cause instanceof Error ? cause.message : String(cause)})`,
      },
    };
  }
}

import { putText } from "@/lib/insert-reply/put-text.content";
import { offerPutText } from "@/lib/insert-reply/put-text-offer.content";

// Loaded by the content script when the agent first presses Insert in a frame (put-text-on-demand.content.ts).
export default defineUnlistedScript(() => offerPutText(putText));

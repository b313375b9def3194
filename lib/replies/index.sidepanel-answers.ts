// What the side panel's answer views (loaded on demand) show of replies: the suggested reply under an
// answer, and the topic a failed redemption's reply is about, which brings the failure codes' words
// with it. Kept apart from index.sidepanel.ts so that none of it reaches the panel's first paint.

export { type ReplyActions, SuggestedReply } from "./SuggestedReply";
export { failureTopic } from "./topics";

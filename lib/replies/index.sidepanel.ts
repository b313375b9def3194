// What the side panel's other features show of replies: the suggested reply under an answer, and
// the topic a failed redemption's reply is about (it brings the failure codes' words with it).

export { type Replies, RepliesContext } from "./reply-context";
export { type ReplyActions, SuggestedReply } from "./SuggestedReply";
export { failureTopic } from "./topics";

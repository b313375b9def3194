export {
  documentIn,
  type FrameSender,
  recordReplyBox,
  seeTicket,
  senderOrigin,
  tabRecord,
} from "./detected-tokens.worker";

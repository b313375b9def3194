export {
  documentIn,
  type FrameSender,
  recordReplyBox,
  seeTicket,
  senderOrigin,
  tabRecord,
  ticketShownIn,
} from "./detected-tokens.worker";

export { clearLookupLog, forgetOldLookups, forgetProfileLookups, noteRequestId } from "./lookup-log.worker";
export { type LookupMade, lookupMade } from "./lookup-made.worker";

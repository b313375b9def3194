/**
 * An onMessage listener that answers with a promise, as Chrome takes it: Chrome ignores a promise a
 * listener returns and keeps the sender waiting for sendResponse, which must be promised by
 * returning true (Firefox takes either). A message the listener leaves to others gets undefined:
 * the channel closes and another listener, or frame, may answer.
 */
export function answerByCallback<M, S>(
  answer: (message: M, sender: S) => Promise<unknown> | undefined,
): (message: M, sender: S, sendResponse: (reply: unknown) => void) => true | undefined {
  return (message, sender, sendResponse) => {
    const reply = answer(message, sender);
    if (!reply) return undefined;
    // A failed answer reaches the asker as no answer, which ask() reads as the worker unreachable.
    reply.then(sendResponse, () => sendResponse(undefined));
    return true;
  };
}

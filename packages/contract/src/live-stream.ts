// The events of `GET /notifications/stream` (contract §12), named once for the API that sends them
// and the page's EventSource that reads them.

/** `data: {"count": n}`: the account's unread count, on connect and after each change. */
export const UNREAD_EVENT = 'unread';
/**
 * Sent before the server ends a stream because a newer one of the account took its place (each
 * account holds a few at most): the page stops following it rather than reconnect and end another.
 */
export const REPLACED_EVENT = 'replaced';

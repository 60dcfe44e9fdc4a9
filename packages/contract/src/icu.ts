/**
 * Messages with plural or select forms are ICU messages (Arabic has six plural forms); every
 * other message only has `{name}` placeholders and needs no parser. The browser build compiles
 * the ICU ones ahead of time, so pages do not download the parser.
 */
export const ICU_ARGUMENT = /\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/;

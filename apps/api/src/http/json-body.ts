import type { FastifyInstance } from 'fastify';
import { AppError, RequestValidationError } from './errors.ts';
import { unpairedSurrogateIssues } from './unstorable-text.ts';

/**
 * How deep a JSON body's arrays and objects may nest: far more than any request needs (a donation's
 * campaigns are three deep), and far less than would exhaust the stack of the checks that walk a body.
 */
export const JSON_MAX_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/** Whether the arrays and objects of a JSON text nest deeper than `max`, read before it is parsed. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPENERS.has(code)) {
      if (++depth > max) return true;
    } else if (CLOSERS.has(code)) depth--;
  }
  return false;
}

/**
 * JSON bodies, read once for every route: an empty body is no body (the original client's bare
 * POSTs); a body nested too deep, or holding text that UTF-8 cannot (half of a UTF-16 pair), is
 * refused before any check or route walks it.
 */
export function registerJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    if (nestsDeeperThan(text, JSON_MAX_DEPTH)) return done(new AppError(422, 'errors.json_too_deep'));
    return parseJson(request, text, (error, parsed) => {
      if (error) return done(error);
      const broken = unpairedSurrogateIssues(parsed);
      return broken.length > 0 ? done(new RequestValidationError(broken)) : done(null, parsed);
    });
  });
}

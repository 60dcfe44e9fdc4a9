import {
  type Access,
  type BodyOf,
  type Endpoint,
  type EndpointKey,
  endpoints,
  type PathParams,
  type QueryOf,
  type ResultInput,
  routeOf,
} from '@ataa/contract/endpoints';
import type { SuccessEnvelope } from '@ataa/contract/envelope';
import { envelope } from '@ataa/contract/schemas/entities';
import { z } from '@ataa/contract/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { requireAccount, requireRole } from './auth.ts';
import { RequestValidationError } from './errors.ts';
import { nulIssues } from './unstorable-text.ts';

/** The request of an operation, typed from its map entry. */
export type EndpointRequest<K extends EndpointKey> = FastifyRequest<{
  Params: PathParams<K>;
  Querystring: QueryOf<K>;
  Body: BodyOf<K>;
}>;

/** A JSON operation answers its envelope (or sends through the reply); a file or a page only sends. */
type HandlerResult<K extends EndpointKey> = (typeof endpoints)[K] extends { answer: z.ZodType }
  ? SuccessEnvelope<ResultInput<K>> | FastifyReply
  : FastifyReply;

export type EndpointHandler<K extends EndpointKey> = (
  request: EndpointRequest<K>,
  reply: FastifyReply,
) => Promise<HandlerResult<K>>;

interface RouteOptions {
  /** Runs after the access check and before the input is read, e.g. a rate limit. */
  preValidation?: preValidationAsyncHookHandler[];
}

const ACCESS_CHECKS: Record<Access, preValidationAsyncHookHandler | null> = {
  anyone: null,
  account: async (request) => {
    await requireAccount(request);
  },
  donor: async (request) => {
    await requireRole(request, 'dooner');
  },
  charity: async (request) => {
    await requireRole(request, 'charity');
  },
  'approved charity': async (request) => {
    await requireRole(request, 'charity', { approved: true });
  },
  admin: async (request) => {
    await requireRole(request, 'admin');
  },
};

/**
 * A NUL anywhere in the query (a value or a name) is refused for every operation, whether or not it
 * reads that key: PostgreSQL refuses it in text, and no query needs one.
 */
const refuseNulInQuery: preValidationAsyncHookHandler = async (request) => {
  const issues = nulIssues(request.query);
  if (issues.length > 0) throw new RequestValidationError(issues);
};

const binary = z.string().meta({ format: 'binary' });

/** The OpenAPI and validation schema of an operation, from its map entry. */
function schemaOf(path: string, endpoint: Endpoint) {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const checksBody = endpoint.body && !endpoint.multipart && !endpoint.bodyCheckedByHandler;
  let response: Record<number, unknown> | undefined;
  if (endpoint.answer) response = { [endpoint.status ?? 200]: envelope(endpoint.answer) };
  if (endpoint.file) {
    const content = Object.fromEntries(endpoint.file.map((type) => [type, { schema: binary }]));
    response = { 200: { description: 'The file, as an attachment.', content } };
  }
  return {
    tags: [endpoint.tag],
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.access === 'anyone' ? {} : { security: [{ bearerAuth: [] }] }),
    ...(names.length
      ? { params: z.object(Object.fromEntries(names.map((name) => [name, z.string()]))) }
      : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(checksBody ? { body: endpoint.body } : {}),
    ...(endpoint.multipart ? { consumes: ['multipart/form-data', 'application/json'] } : {}),
    ...(endpoint.html ? { produces: ['text/html'] } : {}),
    ...(response ? { response } : {}),
  };
}

/**
 * Registers the operation `key` of the endpoint map (`packages/contract/src/endpoints.ts`): its
 * method, path, schemas and access come from the map, so the API, its OpenAPI document and the
 * web's client read one definition.
 */
export function route<K extends EndpointKey>(
  app: FastifyInstance,
  key: K,
  handler: EndpointHandler<K>,
  options: RouteOptions = {},
) {
  const { method, path } = routeOf(key);
  const endpoint: Endpoint = endpoints[key];
  const access = ACCESS_CHECKS[endpoint.access];
  app.route({
    method,
    url: path,
    schema: schemaOf(path, endpoint),
    // Read by the answers' Cache-Control (private-answers.ts).
    config: { access: endpoint.access },
    preValidation: [...(access ? [access] : []), ...(options.preValidation ?? []), refuseNulInQuery],
    handler: async (request, reply) => {
      if (endpoint.status) reply.code(endpoint.status);
      return handler(request as EndpointRequest<K>, reply);
    },
  });
}

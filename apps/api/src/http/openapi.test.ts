import { endpoints } from '@ataa/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, undefined, { overHttp: true });
});
afterAll(() => server.close());

/** Every endpoint of contract sections 2, 3, 4 and 11, with the status of its success answer. */
const CONTRACT_ENDPOINTS: Array<[method: string, path: string, status: string]> = [
  ['post', '/login', '200'],
  ['post', '/register', '201'],
  ['post', '/verify-email', '200'],
  ['post', '/verify-email/resend', '200'],
  ['post', '/logout', '200'],
  ['post', '/forgot-password', '200'],
  ['post', '/reset-password', '200'],
  ['get', '/me', '200'],
  ['post', '/edit/profile', '200'],
  ['post', '/change/password', '200'],
  ['get', '/countries', '200'],
  ['get', '/currencies', '200'],
  ['get', '/categories', '200'],
  ['get', '/partners', '200'],
  ['get', '/socials', '200'],
  ['get', '/payments/gateways', '200'],
  ['get', '/banner/statistics', '200'],
  ['get', '/public-campaigns', '200'],
  ['get', '/main/video', '200'],
  ['get', '/top/donors', '200'],
  ['get', '/blogs', '200'],
  ['get', '/blogs/{id}', '200'],
  ['get', '/stories', '200'],
  ['get', '/stories/{id}', '200'],
  ['get', '/videos', '200'],
  ['get', '/videos/{id}', '200'],
  ['get', '/pages', '200'],
  ['get', '/pages/{id}', '200'],
  ['get', '/faqs', '200'],
  ['post', '/contact', '200'],
];

describe('the OpenAPI document', () => {
  it('lists every operation of the endpoint map, and no other', async () => {
    const { body } = await server.request('/openapi.json');
    const documented = Object.entries(body.paths as Record<string, object>).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(documented.sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('documents every endpoint of the contract with the envelope of its answer', async () => {
    const { body } = await server.request('/openapi.json');
    for (const [method, path, status] of CONTRACT_ENDPOINTS) {
      const operation = body.paths[path]?.[method];
      expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
      const schema = operation.responses[status]?.content?.['application/json']?.schema;
      expect(schema?.properties, `${method.toUpperCase()} ${path} answers ${status}`).toMatchObject({
        status: expect.any(Object),
        message: expect.any(Object),
        result: expect.any(Object),
      });
    }
  });

  it('documents the request bodies with their required fields', async () => {
    const { body } = await server.request('/openapi.json');
    const required = (path: string) =>
      body.paths[path].post.requestBody.content['application/json'].schema.required as string[];
    expect(required('/login')).toEqual(expect.arrayContaining(['account', 'password']));
    expect(required('/reset-password')).toEqual(
      expect.arrayContaining(['email', 'code', 'password', 'password_confirmation']),
    );
    expect(required('/change/password')).toEqual(
      expect.arrayContaining(['current_password', 'password', 'password_confirmation']),
    );
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { translate } from '@ataa/contract/translate';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_FORM_MAX_BYTES, FORM_FIELDS_BYTES } from '../http/body-limits.ts';
import { keepSendingAfterRefusal } from '../test/sending-client.ts';
import { pageBodyLimit } from './page-body-limits.ts';
import { registerWebApp } from './web-app.ts';

/** A web build of one resource route whose action reads the form and counts its fields. */
const FAKE_BUILD = `
const action = async ({ request }) => Response.json({ fields: [...(await request.formData()).keys()].length });
export const routes = Object.fromEntries(
  ['contact', 'en/dashboard/donor/settings'].map((path) => [path, { id: path, path, module: { action } }]),
);
export const entry = { module: { default: () => new Response('no page') } };
export const assets = { entry: { module: '/entry.js', imports: [] }, routes: {}, url: '/manifest.js', version: '1' };
export const publicPath = '/';
export const assetsBuildDirectory = 'client';
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: 'lazy', manifestPath: '/__manifest' };
`;

let app: FastifyInstance;
let buildDir: string;
let port: number;

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(tmpdir(), 'ataa-web-build-'));
  mkdirSync(path.join(buildDir, 'server'));
  mkdirSync(path.join(buildDir, 'client'));
  writeFileSync(path.join(buildDir, 'server/index.js'), FAKE_BUILD);
  app = Fastify({ forceCloseConnections: true });
  app.decorate('ctx', { config: { PAGE_CACHE_TTL_MS: 0 } } as never);
  await registerWebApp(app, buildDir);
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  rmSync(buildDir, { recursive: true, force: true });
});

const MB = 1024 * 1024;

/**
 * Posts a body of `total` bytes over a raw socket, 64 KB at a time, and stops sending as soon as
 * an answer arrives: how much was sent by then shows how much the server waited for.
 */
function postSlowly(pathname: string, total: number, chunked: boolean) {
  return new Promise<{ answer: string; sent: number }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    socket.on('data', (data) => {
      answer += data.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve({ answer, sent }));
    const length = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${total}`;
    socket.write(
      `POST ${pathname} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\n${length}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const sendMore = () => {
      if (answer !== '' || socket.destroyed) return;
      if (sent >= total) return reject(new Error('the whole body was sent before any answer'));
      sent += chunk.length;
      const frame = chunked
        ? [Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]
        : [chunk];
      socket.write(Buffer.concat(frame), () => setTimeout(sendMore, 1));
    };
    sendMore();
  });
}

describe('page form bodies', () => {
  it('gives each page the limit of what its form uploads, in both languages', () => {
    expect(pageBodyLimit('/contact')).toBe(FORM_FIELDS_BYTES);
    expect(pageBodyLimit('/start-campaign')).toBe(CAMPAIGN_FORM_MAX_BYTES);
    expect(pageBodyLimit('/en/dashboard/charity/campaigns/12/edit/')).toBe(CAMPAIGN_FORM_MAX_BYTES);
    expect(pageBodyLimit('/dashboard/charity/campaigns/12/edit/more')).toBe(FORM_FIELDS_BYTES);
    expect(pageBodyLimit('/en/dashboard/donor/settings')).toBeGreaterThan(5 * MB);
    // With scripts on, React Router posts the same form to `<page>.data`.
    expect(pageBodyLimit('/start-campaign.data')).toBe(CAMPAIGN_FORM_MAX_BYTES);
    expect(pageBodyLimit('/en/dashboard/charity/campaigns/12/edit.data')).toBe(CAMPAIGN_FORM_MAX_BYTES);
    expect(pageBodyLimit('/signup-charity.data')).toBeGreaterThan(20 * MB - 1);
    expect(pageBodyLimit('/contact.data')).toBe(FORM_FIELDS_BYTES);
    // The staff's pictures, one per record.
    expect(pageBodyLimit('/admin/content/blogs/new.data')).toBeGreaterThan(5 * MB);
    expect(pageBodyLimit('/en/admin/content/partners/4')).toBeGreaterThan(5 * MB);
    expect(pageBodyLimit('/admin/banner.data')).toBeGreaterThan(5 * MB);
  });

  it('answers a 40 MB post with 413 in the page language, before the client has sent it', async () => {
    const { answer, sent } = await postSlowly('/en/contact', 40 * MB, false);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain(translate('en', 'errors.payload_too_large'));
    expect(sent).toBeLessThan(MB);
  });

  it('stops a chunked post past the limit with 413, in Arabic on an Arabic page', async () => {
    const { answer, sent } = await postSlowly('/contact', 40 * MB, true);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain(translate('ar', 'errors.payload_too_large'));
    expect(sent).toBeLessThan(2 * MB);
  });

  it('reads the 413 to a client that keeps sending, then cuts it off within seconds', async () => {
    const { answer, cutOffAfterMs } = await keepSendingAfterRefusal(
      port,
      `POST /en/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${40 * MB}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(cutOffAfterMs).toBeGreaterThan(1_000);
    expect(cutOffAfterMs).toBeLessThan(10_000);
  });

  it('lets a form within its limit through to its action', async () => {
    const small = await fetch(`http://127.0.0.1:${port}/contact`, {
      method: 'POST',
      body: new URLSearchParams({ name: 'Sara', message: 'Hello' }),
    });
    expect(small.status).toBe(200);
    expect(await small.json()).toEqual({ fields: 2 });
    // A 3 MB photo is too much for the contact form, and fits the settings page.
    const photo = () => {
      const form = new FormData();
      form.append('photo', new Blob([Buffer.alloc(3 * MB)], { type: 'image/png' }), 'me.png');
      return form;
    };
    const tooMuch = await fetch(`http://127.0.0.1:${port}/contact`, { method: 'POST', body: photo() });
    expect(tooMuch.status).toBe(413);
    const settings = await fetch(`http://127.0.0.1:${port}/en/dashboard/donor/settings`, {
      method: 'POST',
      body: photo(),
    });
    expect(settings.status).toBe(200);
    expect(await settings.json()).toEqual({ fields: 1 });
  });
});

import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailOutbox } from '../db/schema.ts';
import { notFoundHandler } from '../http/error-handler.ts';
import type { AttachmentDescriptor } from './mail-queue.ts';
import { escapeHtml } from './templates.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const SHOWN = 50;

/** The names of a message's files (drawn only when it is sent), e.g. "receipt-12.pdf". */
function attachmentNames(attachments: unknown): string {
  const names = ((attachments ?? []) as AttachmentDescriptor[]).map((file) => escapeHtml(file.filename));
  return names.length > 0 ? `<p class="meta">Attachments: ${names.join(', ')}</p>` : '';
}

/**
 * The development outbox: with no SMTP server, every e-mail the site would send is readable here.
 * Only registered when DEV_OUTBOX is on, never in a real deployment.
 */
export async function devOutboxRoutes(app: FastifyInstance) {
  app.get('/dev/outbox', async (request, reply) => {
    // Only for someone at this machine: the socket's own address, which no header can fake.
    if (!LOOPBACK.has(request.raw.socket.remoteAddress ?? '')) return notFoundHandler(request, reply);
    const rows = await app.ctx.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(SHOWN);
    const items = rows
      .map(
        (row) => `<article>
  <h2>${escapeHtml(row.subject)}</h2>
  <p class="meta">#${row.id} · ${escapeHtml(row.recipient)} · ${row.createdAt.toISOString()}${row.sentAt ? ' · sent' : ''}</p>
  <pre dir="auto">${escapeHtml(row.text)}</pre>
  ${attachmentNames(row.attachments)}
</article>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>Development outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2a1f}
h1{color:#3E7E41}article{border:1px solid #d5dcd0;border-radius:8px;padding:1rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0}.meta{color:#5b6b5b;font-size:.85rem}pre{white-space:pre-wrap;font-family:inherit}</style>
</head><body><h1>Development outbox</h1>
<p>The latest ${SHOWN} e-mails written by the site. Set SMTP_URL to deliver them instead.</p>
${items || '<p>No e-mails yet.</p>'}
</body></html>`;
  });
}

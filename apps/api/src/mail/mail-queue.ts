import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database, Queryable } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: AttachmentDescriptor[];
}

/**
 * A file sent with a message, stored as a description (e.g. `{kind: 'receipt', donationId}`) and
 * drawn only when the message is sent: the outbox stays small and the file shows the latest state.
 */
export interface AttachmentDescriptor {
  kind: string;
  /** The name the reader sees. */
  filename: string;
  [detail: string]: unknown;
}

export type AttachmentRenderer = (
  descriptor: AttachmentDescriptor,
) => Promise<{ content: Buffer; contentType: string }>;

export interface MailQueue {
  /** True when SMTP_URL is set: codes are then never shown in API answers (contract §1.10). */
  readonly transportConfigured: boolean;
  /** Writes the message in the caller's transaction, so it is sent exactly when the change commits. */
  enqueue(db: Queryable, message: MailMessage): Promise<void>;
  /** Sends what is due; returns how many were sent. */
  deliverDue(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

const BATCH = 20;
const MAX_ATTEMPTS = 8;

export function createMailQueue(options: {
  db: Database;
  smtpUrl?: string;
  from: string;
  pollIntervalMs: number;
  log: FastifyBaseLogger;
  /** Draws stored attachment descriptions at delivery. */
  renderAttachment?: AttachmentRenderer;
}): MailQueue {
  const { db, log } = options;
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<number> | undefined;

  async function claimDue() {
    // Claiming pushes next_attempt_at forward, so another process skips these rows meanwhile.
    const result = await db.execute(sql`
      update email_outbox set attempts = attempts + 1, next_attempt_at = now() + interval '5 minutes'
      where id in (
        select id from email_outbox
        where sent_at is null and next_attempt_at <= now() and attempts < ${MAX_ATTEMPTS}
        order by id limit ${BATCH} for update skip locked
      )
      returning id, recipient, subject, html, text, attachments, attempts`);
    return (result as unknown as { rows: unknown[] }).rows as Array<{
      id: number;
      recipient: string;
      subject: string;
      html: string;
      text: string;
      attachments: AttachmentDescriptor[] | null;
      attempts: number;
    }>;
  }

  function renderAttachments(descriptors: AttachmentDescriptor[]) {
    const render = options.renderAttachment;
    if (!render) throw new Error('attachments need a renderer');
    return Promise.all(
      descriptors.map(async (descriptor) => ({
        filename: descriptor.filename,
        ...(await render(descriptor)),
      })),
    );
  }

  async function deliver(): Promise<number> {
    if (!transport) return 0;
    let sent = 0;
    for (const row of await claimDue()) {
      try {
        await transport.sendMail({
          from: options.from,
          to: row.recipient,
          subject: row.subject,
          html: row.html,
          text: row.text,
          attachments: row.attachments?.length ? await renderAttachments(row.attachments) : undefined,
        });
        await db
          .update(emailOutbox)
          // Once delivered, the body (which may hold a one-time code) is not kept.
          .set({ sentAt: new Date(), lastError: null, html: '', text: '' })
          .where(eq(emailOutbox.id, row.id));
        sent++;
      } catch (error) {
        const retryInSeconds = 30 * 2 ** row.attempts;
        log.warn({ emailId: row.id, attempts: row.attempts }, 'e-mail delivery failed; will retry');
        await db
          .update(emailOutbox)
          .set({
            lastError: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
            nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
          })
          .where(eq(emailOutbox.id, row.id));
      }
    }
    return sent;
  }

  function deliverDue(): Promise<number> {
    // One pass at a time per process; a call during a pass waits for it.
    running ??= deliver().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(delay: number) {
    if (!transport || stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      deliverDue()
        .catch((error) => log.error({ err: error }, 'e-mail delivery pass failed'))
        .finally(() => schedule(options.pollIntervalMs));
    }, delay);
    timer.unref();
  }

  return {
    transportConfigured: transport !== null,
    async enqueue(tx, message) {
      await tx.insert(emailOutbox).values({
        recipient: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: message.attachments?.length ? message.attachments : null,
      });
      schedule(50);
    },
    deliverDue,
    start: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport?.close();
    },
  };
}

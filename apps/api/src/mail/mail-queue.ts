import { and, eq, isNull } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database, Queryable } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import type { JobRunner } from '../jobs/runner.ts';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: AttachmentDescriptor[];
  /** Extra headers, e.g. `List-Unsubscribe` on notification e-mails. */
  headers?: Record<string, string>;
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
  close(): void;
}

/** Eight tries over about two hours: a minute, then doubling. */
const SEND_RETRIES = { attempts: 8, retryDelayMs: 60_000 };

export function createMailQueue(options: {
  jobs: JobRunner;
  db: Database;
  smtpUrl?: string;
  from: string;
  /** Draws stored attachment descriptions at delivery. */
  renderAttachment?: AttachmentRenderer;
}): MailQueue {
  const { db } = options;
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

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

  async function send(smtp: Transporter, emailId: number) {
    const [row] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.id, emailId), isNull(emailOutbox.sentAt)));
    if (!row) return;
    const attachments = row.attachments as AttachmentDescriptor[] | null;
    await smtp.sendMail({
      from: options.from,
      to: row.recipient,
      subject: row.subject,
      html: row.html,
      text: row.text,
      attachments: attachments?.length ? await renderAttachments(attachments) : undefined,
      headers: (row.headers as Record<string, string> | null) ?? undefined,
    });
    await db
      .update(emailOutbox)
      // Once delivered, the body (which may hold a one-time code) is not kept.
      .set({ sentAt: new Date(), html: '', text: '' })
      .where(eq(emailOutbox.id, emailId));
  }

  // Without SMTP nothing is sent: the messages stay readable in the development outbox.
  const sendJob = transport
    ? options.jobs.define<{ emailId: number }>(
        'mail.send',
        ({ emailId }) => send(transport, emailId),
        SEND_RETRIES,
      )
    : null;

  return {
    transportConfigured: transport !== null,
    async enqueue(tx, message) {
      const [row] = await tx
        .insert(emailOutbox)
        .values({
          recipient: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          attachments: message.attachments?.length ? message.attachments : null,
          headers: message.headers ?? null,
        })
        .returning({ id: emailOutbox.id });
      await sendJob?.enqueue(tx, { emailId: row!.id });
    },
    close: () => transport?.close(),
  };
}

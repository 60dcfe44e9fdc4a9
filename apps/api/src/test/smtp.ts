import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: ParsedMail['attachments'];
}

/** A real SMTP server in the test process; SMTP_URL points at it. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          received.push({
            to: to ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: String(mail.html || ''),
            attachments: mail.attachments,
          });
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** Waits until a message to `to` arrives (the mail worker delivers asynchronously). */
  async function waitFor(
    to: string,
    predicate: (mail: ReceivedMail) => boolean = () => true,
    timeoutMs = 10_000,
  ) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = received.find((mail) => mail.to.includes(to) && predicate(mail));
      if (match) return match;
      if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

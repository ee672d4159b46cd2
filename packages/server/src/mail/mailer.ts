import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** A file attached to a message. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** One message to send. */
export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/** Sends email: by SMTP, or into the outbox folder, or into memory. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox' | 'memory';
  /** Sends one message. Throws when the SMTP server refuses it or cannot be reached. */
  send(message: MailMessage): Promise<{ messageId: string }>;
  /** Raw RFC 822 messages kept by a `memory` mailer (empty for the others). */
  readonly sent: Buffer[];
  close(): void;
}

/** Where email goes: SMTP_URL and MAIL_FROM (see docs/configuration.md), and DATA_DIR. */
export interface MailerOptions {
  smtpUrl: string | null;
  mailFrom: string;
  /** Data folder; `.eml` files go to its `outbox`. `memory://…` keeps messages in memory. */
  dataDir: string;
}

/**
 * The mailer for a configuration: SMTP when `smtpUrl` is set; otherwise every message is
 * written as an `.eml` file to `DATA_DIR/outbox` (an operator can open or forward it), or kept
 * in memory when the data folder is in memory (tests, throw-away instances).
 */
export function createMailer(options: MailerOptions): Mailer {
  const sent: Buffer[] = [];
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      sent,
      send: async (message) => {
        const info = await transport.sendMail({ from: options.mailFrom, ...message });
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: inMemory ? 'memory' : 'outbox',
    sent,
    send: async (message) => {
      const info = await transport.sendMail({ from: options.mailFrom, ...message });
      const raw = info.message as Buffer;
      if (inMemory) {
        sent.push(raw);
      } else {
        await mkdir(outbox, { recursive: true });
        // Sortable by time, unique without coordination between processes.
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
        await writeFile(path.join(outbox, name), raw);
      }
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

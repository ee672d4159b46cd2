import { randomBytes } from 'node:crypto';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
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
  /** Checked addresses (see isEmailAddress); each is handed over as one address, never parsed. */
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
  /** Largest size of the outbox folder; a message that would pass it is refused. */
  outboxMaxBytes?: number;
}

/** The outbox folder is full (OUTBOX_MAX_MB): an operator must empty or forward it. */
export class OutboxFullError extends Error {
  constructor(outbox: string) {
    super(`The outbox ${outbox} is full; no more messages are written until it is emptied.`);
    this.name = 'OutboxFullError';
  }
}

/**
 * Recipients as address objects: nodemailer then takes each as one address. Given as text,
 * `"a",b@x.example` would be parsed again into two.
 */
function envelope(message: MailMessage) {
  return { ...message, to: message.to.map((address) => ({ name: '', address })) };
}

async function folderBytes(folder: string): Promise<number> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const sizes = await Promise.all(
    names.map((name) =>
      stat(path.join(folder, name)).then(
        (s) => s.size,
        () => 0,
      ),
    ),
  );
  return sizes.reduce((a, b) => a + b, 0);
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
        const info = await transport.sendMail({ from: options.mailFrom, ...envelope(message) });
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
      const info = await transport.sendMail({ from: options.mailFrom, ...envelope(message) });
      const raw = info.message as Buffer;
      if (inMemory) {
        sent.push(raw);
      } else {
        await mkdir(outbox, { recursive: true });
        // Every process checks the folder itself, so the cap holds with several of them.
        const limit = options.outboxMaxBytes ?? Number.POSITIVE_INFINITY;
        if ((await folderBytes(outbox)) + raw.length > limit) throw new OutboxFullError(outbox);
        // Sortable by time, unique without coordination between processes.
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
        await writeFile(path.join(outbox, name), raw);
      }
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';
import { startTestSmtpServer } from './test-smtp-server.ts';

const message = {
  to: ['ana@ufe.br', 'bob@[127.0.0.1]'],
  subject: 'Referências — cesta',
  text: 'Segue a lista.',
  attachments: [
    {
      filename: 'cesta.ris',
      content: Buffer.from('TY  - BOOK\nER  - \n'),
      contentType: 'application/x-research-info-systems',
    },
  ],
};

describe('createMailer', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let dir: string;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    dir = await mkdtemp(path.join(os.tmpdir(), 'estante-mail-'));
  });
  afterAll(async () => {
    await smtp.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('sends through SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      mailFrom: 'Biblioteca <bib@ufe.br>',
      dataDir: dir,
    });
    expect(mailer.kind).toBe('smtp');
    await mailer.send(message);
    mailer.close();
    const mail = smtp.received.at(-1);
    expect(mail?.from).toBe('bib@ufe.br');
    expect(mail?.to).toEqual(['ana@ufe.br', 'bob@[127.0.0.1]']);
    expect(mail?.raw).toContain('filename=cesta.ris');
  });

  it('throws when the SMTP server refuses the recipients', async () => {
    smtp.setRefuse(true);
    const mailer = createMailer({ smtpUrl: smtp.url, mailFrom: 'bib@ufe.br', dataDir: dir });
    await expect(mailer.send(message)).rejects.toThrow();
    mailer.close();
    smtp.setRefuse(false);
  });

  it('writes .eml files to DATA_DIR/outbox without SMTP', async () => {
    const mailer = createMailer({ smtpUrl: null, mailFrom: 'bib@ufe.br', dataDir: dir });
    expect(mailer.kind).toBe('outbox');
    await mailer.send(message);
    await mailer.send({ ...message, subject: 'Segunda' });
    const files = (await readdir(path.join(dir, 'outbox'))).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = await readFile(path.join(dir, 'outbox', files[0]!), 'utf8');
    expect(raw).toMatch(/^To: ana@ufe.br, <?bob@\[127.0.0.1\]>?$/m);
    expect(raw).toContain('filename=cesta.ris');
  });

  it('keeps messages in memory for an in-memory data folder', async () => {
    const mailer = createMailer({ smtpUrl: null, mailFrom: 'bib@ufe.br', dataDir: 'memory://' });
    await mailer.send(message);
    expect(mailer.kind).toBe('memory');
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]?.toString()).toContain('Subject: =?UTF-8?');
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/** The body of an .eml file as text (quoted-printable or base64 parts decoded). */
function decoded(eml: string): string {
  const unfolded = eml.replace(/=\r?\n/g, '');
  const base64 = [
    ...eml.matchAll(
      /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi,
    ),
  ]
    .map((match) => Buffer.from((match[1] ?? '').replace(/\s+/g, ''), 'base64').toString('utf8'))
    .join('\n');
  return `${unfolded}\n${base64}`;
}

/** The `.eml` files in the e2e server's outbox sent to `address`, oldest first. */
export function messagesTo(address: string): string[] {
  const outbox = path.join(inject('dataDir'), 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .map((file) => path.join(outbox, file))
    .filter((file) => file.endsWith('.eml'))
    .sort((a, b) => fs.statSync(a).mtimeMs - fs.statSync(b).mtimeMs)
    .map((file) => fs.readFileSync(file, 'utf8'))
    .filter((text) => new RegExp(`^To:.*${address.replace(/[.]/g, '\\.')}`, 'im').test(text));
}

/**
 * Waits for a new recovery email to `address` (more than `before` messages) and returns the
 * code of `length` digits in it.
 */
export async function recoveryCode(address: string, before: number, length = 6): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const messages = messagesTo(address);
    if (messages.length > before) {
      const text = decoded(messages.at(-1) ?? '');
      const code = new RegExp(`(?<![0-9/:.])[0-9]{${length}}(?![0-9/:.])`).exec(
        text
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n'),
      );
      if (code) return code[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no recovery email to ${address}`);
}

/**
 * Test helpers: where the shared MARC test files live, and small readers over them.
 * The files stay in ../shared/data/marc (outside the repository); they are never copied in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMarcFile } from './read-marc.ts';
import type { MarcFormat, ReadItem } from './read-item.ts';
import type { MarcRecord } from './record.ts';

/** The repository root (three levels above packages/server/src/marc). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Absolute path of a file under ../shared/data/marc. */
export function marcData(...parts: string[]): string {
  return path.resolve(repoRoot, '../shared/data/marc', ...parts);
}

/** Every data file under ../shared/data/marc (or `dir`), READMEs aside, sorted. */
export function marcFiles(dir = marcData()): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? marcFiles(path.join(dir, entry.name))
        : entry.name.endsWith('.md')
          ? []
          : [path.join(dir, entry.name)],
    )
    .sort();
}

/** Every item a file yields. */
export async function readAll(file: string, format?: MarcFormat): Promise<ReadItem[]> {
  const items: ReadItem[] = [];
  for await (const item of readMarcFile(file, format ? { format } : {})) items.push(item);
  return items;
}

/** The records of a file that read without rejection. */
export async function readRecords(file: string, format?: MarcFormat): Promise<MarcRecord[]> {
  const out: MarcRecord[] = [];
  for (const item of await readAll(file, format)) if (item.ok) out.push(item.record);
  return out;
}

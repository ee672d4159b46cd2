/**
 * Test helper: validates XML documents with Debian's xmllint (libxml2-utils) against the
 * OAI-PMH 2.0 and MARC 21 slim schemas of ../shared/schemas and our oai_dc schema (written from
 * the protocol's specification: ./schemas). One schema imports all three, so the records inside
 * an OAI-PMH answer are checked too (its metadata is processContents="strict"). Documents go to
 * one xmllint process per batch, not one per document.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../config.ts';

const run = promisify(execFile);
const shared = path.resolve(repoRoot, '../shared/schemas');
const local = path.resolve(import.meta.dirname, 'schemas');

/** A schema to validate with besides ours: its namespace and file. */
export type SchemaImport = [namespace: string, file: string];

/** Every schema together: OAI-PMH, MARC 21 slim and oai_dc, and any others asked for. */
function combinedSchema(dir: string, others: SchemaImport[]): string {
  const file = path.join(dir, 'all.xsd');
  const imports = [
    ['http://www.openarchives.org/OAI/2.0/', path.join(shared, 'OAI-PMH.xsd')],
    ['http://www.loc.gov/MARC21/slim', path.join(shared, 'MARC21slim.xsd')],
    ['http://www.openarchives.org/OAI/2.0/oai_dc/', path.join(local, 'oai_dc.xsd')],
    ...others,
  ]
    .map(([ns, at]) => `<xs:import namespace="${ns}" schemaLocation="file://${at}"/>`)
    .join('\n');
  fs.writeFileSync(
    file,
    `<?xml version="1.0"?>\n<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">\n${imports}\n</xs:schema>\n`,
  );
  return file;
}

/**
 * Validates each document; returns xmllint's complaints per document index (empty: all valid).
 * The network is never used (`--nonet`). `others` adds schemas (the SRU module's).
 */
export async function validateXml(
  documents: string[],
  others: SchemaImport[] = [],
): Promise<Map<number, string>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estante-oai-'));
  try {
    const schema = combinedSchema(dir, others);
    const files = documents.map((doc, i) => {
      const file = path.join(dir, `doc-${i}.xml`);
      fs.writeFileSync(file, doc);
      return file;
    });
    const failures = new Map<number, string>();
    for (let start = 0; start < files.length; start += 200) {
      const batch = files.slice(start, start + 200);
      const result = await run('xmllint', ['--noout', '--nonet', '--schema', schema, ...batch], {
        maxBuffer: 64 * 1024 * 1024,
      }).then(
        (r) => r.stderr,
        (error: { stderr?: string; code?: number }) => {
          if (error.stderr === undefined) throw error as Error;
          return error.stderr;
        },
      );
      for (const line of result.split('\n')) {
        const match = /doc-(\d+)\.xml(?::\d+)?: (.*)$/.exec(line);
        if (!match || /validates$/.test(line)) continue;
        const index = Number(match[1]);
        failures.set(index, `${failures.get(index) ?? ''}${match[2]}\n`);
      }
    }
    return failures;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

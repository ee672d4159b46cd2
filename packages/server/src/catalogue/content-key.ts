/**
 * The content key of a bibliographic record without 001: how the import finds the title it
 * stored from the same record before (records with a 001 are matched by 001 + 003 instead).
 *
 * SHA-256 (hex) over a normalised serialisation of what describes the work, so the same record
 * gives the same key however often it is exported and re-imported:
 *
 * - leader/06-07 (type of record, bibliographic level) only: the rest of the leader is lengths,
 *   record status, encoding level and character coding, none of which is content (a record
 *   read as MARC-8 and the same record in UTF-8 give the same key);
 * - every control field but 001 (absent), 003 (the source: part of the index, not the hash) and
 *   005 (date and time of latest transaction); 008 without 00-05 (date entered on file);
 * - every data field in record order, tag, indicators and subfields, except the holdings and
 *   item fields that change with the copies rather than the description: MARC 21 holdings
 *   fields embedded in a bibliographic record (850, 852-855, 863-868, 876-878) and the item
 *   fields integrated library systems export (945 III, 949 SirsiDynix/Unicorn, 952 Koha);
 * - values in Unicode NFC with surrounding blanks trimmed.
 *
 * Changing what goes into the key changes every stored key: the next import would then add
 * those titles again. Keep it stable, or re-key stored titles in a migration.
 */
import { createHash } from 'node:crypto';
import { isDataField, type MarcRecord } from '../marc/record.ts';

/** Control fields left out of the key: control number, its source, latest transaction. */
const VOLATILE_CONTROL_TAGS = new Set(['001', '003', '005']);

/** Holdings and item data fields left out of the key (see the module comment). */
const HOLDINGS_TAGS = new Set([
  '850',
  '852',
  '853',
  '854',
  '855',
  '863',
  '864',
  '865',
  '866',
  '867',
  '868',
  '876',
  '877',
  '878',
  '945',
  '949',
  '952',
]);

function clean(value: string): string {
  return value.normalize('NFC').trim();
}

/** The normalised serialisation the key hashes (exported for tests and diagnosis). */
export function contentKeySource(record: MarcRecord): string {
  // JSON of nested arrays: unambiguous whatever characters the values hold.
  const parts: unknown[] = [(record.leader ?? '').padEnd(24).slice(6, 8)];
  for (const field of record.fields) {
    if (isDataField(field)) {
      if (HOLDINGS_TAGS.has(field.tag)) continue;
      parts.push([
        field.tag,
        field.ind1 ?? ' ',
        field.ind2 ?? ' ',
        field.subfields.map((s) => [s.code, clean(s.value)]),
      ]);
    } else {
      if (VOLATILE_CONTROL_TAGS.has(field.tag)) continue;
      const value = field.tag === '008' ? field.value.slice(6) : field.value;
      parts.push([field.tag, clean(value)]);
    }
  }
  return JSON.stringify(parts);
}

/** The content key (64 hex digits) of a bibliographic record. */
export function contentKey(record: MarcRecord): string {
  return createHash('sha256').update(contentKeySource(record)).digest('hex');
}

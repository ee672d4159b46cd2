/**
 * ISO 2709 writer: UTF-8 records with byte-exact directory lengths and offsets.
 */
import { isControlField, type MarcRecord } from './record.ts';

const FT = 0x1e;
const RT = 0x1d;
const SD = 0x1f;

function digits(n: number, width: number): string {
  const s = String(n);
  if (s.length > width) throw new RangeError(`${n} does not fit in ${width} digits`);
  return s.padStart(width, '0');
}

/**
 * Serialises one record as UTF-8 ISO 2709. The leader's length (00-04) and base address (12-16)
 * are computed; 09 is set to 'a' (UTF-8); 10-11 and 20-23 get their MARC 21 values.
 *
 * @throws RangeError when the record exceeds the format's limits (99,999 bytes in all, or a
 *   field of 9,999 bytes), which ISO 2709 cannot express.
 */
export function serializeIso2709(record: MarcRecord): Buffer {
  const parts: Buffer[] = [];
  let directory = '';
  let offset = 0;
  for (const field of record.fields) {
    let data: Buffer;
    if (isControlField(field)) {
      data = Buffer.from(field.value + '\x1e', 'utf8');
    } else {
      let text = (field.ind1 || ' ')[0]! + (field.ind2 || ' ')[0]!;
      for (const sf of field.subfields) text += String.fromCharCode(SD) + sf.code + sf.value;
      data = Buffer.from(text + '\x1e', 'utf8');
    }
    const tag = field.tag.padStart(3, '0').slice(0, 3);
    directory += tag + digits(data.length, 4) + digits(offset, 5);
    parts.push(data);
    offset += data.length;
  }
  const dirBytes = Buffer.from(directory + String.fromCharCode(FT), 'latin1');
  const base = 24 + dirBytes.length;
  const total = base + offset + 1;
  const src = record.leader.padEnd(24, ' ').slice(0, 24);
  const leader =
    digits(total, 5) + src.slice(5, 9) + 'a' + '22' + digits(base, 5) + src.slice(17, 20) + '4500';
  return Buffer.concat([Buffer.from(leader, 'latin1'), dirBytes, ...parts, Buffer.from([RT])]);
}

/** Serialises records one after another, for streaming exports. */
export async function* writeIso2709(
  records: Iterable<MarcRecord> | AsyncIterable<MarcRecord>,
): AsyncGenerator<Buffer> {
  for await (const record of records) yield serializeIso2709(record);
}

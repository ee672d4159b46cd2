/**
 * Streaming ISO 2709 reader: splits the byte stream into records and parses each one.
 *
 * Memory stays bounded by the largest record: only the bytes of the record being framed are
 * kept. Records are framed by the record terminator (0x1D); the leader's length is used when a
 * terminator sits exactly where it says, and otherwise ignored, because oversized records carry
 * lengths that are wrong (99999, or a six-digit length cut to five).
 */
import { parseIso2709Record } from './iso2709-record.ts';
import { bufferChunks, MarcReadError, type ByteSource, type ReadItem } from './read-item.ts';

const RECORD_TERMINATOR = 0x1d;
/** The largest length a leader can state; a record announced longer than what we hold is awaited up to this. */
const MAX_LEADER_LENGTH = 99999;

/** Bytes that may separate records without being part of one (line ends, padding, Ctrl-Z). */
function isFiller(b: number): boolean {
  return b === 0x0a || b === 0x0d || b === 0x00 || b === 0x20 || b === 0x09 || b === 0x1a;
}

function leaderLength(buf: Buffer, at: number): number {
  if (at + 5 > buf.length) return -1;
  let n = 0;
  for (let i = at; i < at + 5; i++) {
    const b = buf[i]!;
    if (b < 0x30 || b > 0x39) return -1;
    n = n * 10 + (b - 0x30);
  }
  return n;
}

/**
 * Reads ISO 2709 records from a byte stream.
 *
 * @throws MarcReadError before yielding anything if the stream is empty or does not start with
 *   a record leader (five digits).
 */
export async function* readIso2709(source: ByteSource): AsyncGenerator<ReadItem> {
  let buf: Buffer = Buffer.alloc(0);
  let pos = 0;
  /** File offset of buf[0]. */
  let base = 0;
  let position = 0;
  let checkedStart = false;
  let eof = false;
  const chunks = bufferChunks(source)[Symbol.asyncIterator]();

  const pull = async (): Promise<boolean> => {
    const next = await chunks.next();
    if (next.done) {
      eof = true;
      return false;
    }
    base += pos;
    buf = pos < buf.length ? Buffer.concat([buf.subarray(pos), next.value]) : next.value;
    pos = 0;
    return true;
  };

  for (;;) {
    while (pos < buf.length && isFiller(buf[pos]!)) pos++;
    if (pos >= buf.length) {
      if (eof || !(await pull())) break;
      continue;
    }
    if (!checkedStart) {
      // Skip a UTF-8 byte-order mark some exporters write, then insist on a leader.
      if (buf[pos] === 0xef && buf[pos + 1] === 0xbb && buf[pos + 2] === 0xbf) {
        pos += 3;
        continue;
      }
      if (buf.length - pos < 5 && !eof && (await pull())) continue;
      if (leaderLength(buf, pos) < 0) {
        throw new MarcReadError(
          'This is not an ISO 2709 MARC file: it does not begin with a record leader (five digits giving the record length).',
        );
      }
      checkedStart = true;
    }
    const declared = leaderLength(buf, pos);
    const term = buf.indexOf(RECORD_TERMINATOR, pos);
    let end = -1;
    if (
      declared >= 25 &&
      pos + declared <= buf.length &&
      buf[pos + declared - 1] === RECORD_TERMINATOR
    ) {
      end = pos + declared;
    } else if (
      declared >= 25 &&
      pos + declared > buf.length &&
      !eof &&
      (term < 0 || term < pos + declared - 1) &&
      declared <= MAX_LEADER_LENGTH
    ) {
      // The leader promises more bytes than we hold: read on before choosing a terminator.
      await pull();
      continue;
    } else if (term >= 0) {
      end = term + 1;
    } else if (!eof) {
      await pull();
      continue;
    }
    position++;
    if (end < 0) {
      const remaining = buf.length - pos;
      yield {
        ok: false,
        position,
        reason: `truncated record at end of file (${remaining} bytes)`,
        byteOffset: base + pos,
      };
      pos = buf.length;
      break;
    }
    const parsed = parseIso2709Record(buf, pos, end);
    if (parsed.ok) {
      const warnings = parsed.warnings;
      if (declared !== end - pos) {
        warnings.unshift(
          `record length in leader (${declared < 0 ? 'not a number' : declared}) differs from the actual length (${end - pos}); used the record terminator`,
        );
      }
      yield { ok: true, position, record: parsed.record, warnings };
    } else {
      yield { ok: false, position, reason: parsed.reason, byteOffset: base + pos };
    }
    pos = end;
  }
}

/**
 * One entry point for reading MARC files of any supported format: ISO 2709 (UTF-8 or MARC-8),
 * MARCXML and MARC-in-JSON. Every reader streams with constant memory and yields one
 * {@link ReadItem} per record, in file order.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { readIso2709 } from './read-iso2709.ts';
import { MarcReadError, type ByteSource, type MarcFormat, type ReadItem } from './read-item.ts';
import { readMarcJson } from './read-marc-json.ts';
import { readMarcXml } from './read-marcxml.ts';

export { MarcReadError, type MarcFormat, type ReadItem } from './read-item.ts';

/**
 * Guesses the format from the first bytes of a file: `<` → MARCXML, `{` or `[` → MARC-in-JSON,
 * five digits (a record length) → ISO 2709. A UTF-8 byte-order mark and leading whitespace are
 * skipped. Returns null when the bytes match none of them.
 */
export function detectFormat(firstBytes: Uint8Array): MarcFormat | null {
  let i = 0;
  if (firstBytes[0] === 0xef && firstBytes[1] === 0xbb && firstBytes[2] === 0xbf) i = 3;
  while (i < firstBytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(firstBytes[i]!)) i++;
  const b = firstBytes[i];
  if (b === undefined) return null;
  if (b === 0x3c) return 'marcxml';
  if (b === 0x7b || b === 0x5b) return 'json';
  let digits = 0;
  while (digits < 5 && i + digits < firstBytes.length) {
    const d = firstBytes[i + digits]!;
    if (d < 0x30 || d > 0x39) break;
    digits++;
  }
  return digits === 5 ? 'iso2709' : null;
}

/** Reads records of a known format from a byte stream. */
export function readMarcStream(source: ByteSource, format: MarcFormat): AsyncIterable<ReadItem> {
  switch (format) {
    case 'iso2709':
      return readIso2709(source);
    case 'marcxml':
      return readMarcXml(source);
    case 'json':
      return readMarcJson(source);
  }
}

/** Options of {@link readMarcFile}. */
export interface ReadMarcFileOptions {
  /** The format; detected from the first bytes when absent. */
  format?: MarcFormat;
  /** Called with the number of bytes read so far, after each chunk (for progress bars). */
  onBytes?: (bytesRead: number) => void;
}

/** Passes chunks through, reporting the running byte count. */
async function* countBytes(
  source: AsyncIterable<Buffer>,
  onBytes: (bytesRead: number) => void,
): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of source) {
    total += chunk.length;
    onBytes(total);
    yield chunk;
  }
}

/**
 * Reads a MARC file, detecting its format from its first bytes unless `opts.format` is given.
 *
 * @throws MarcReadError (when iteration starts, before any record) if the file cannot be opened,
 *   is empty, or is not MARC in any supported format.
 */
export async function* readMarcFile(
  path: string,
  opts: ReadMarcFileOptions = {},
): AsyncGenerator<ReadItem> {
  let head: Uint8Array;
  try {
    const handle = await open(path, 'r');
    try {
      const buffer = Buffer.alloc(512);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      head = buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'the file does not exist'
        : code === 'EACCES'
          ? 'permission denied'
          : code === 'EISDIR'
            ? 'it is a folder, not a file'
            : (error as Error).message;
    throw new MarcReadError(`Cannot open ${path}: ${why}.`, { cause: error });
  }
  if (head.length === 0) throw new MarcReadError(`${path} is empty.`);
  const format = opts.format ?? detectFormat(head);
  if (!format) {
    throw new MarcReadError(
      `${path} is not a MARC file: expected ISO 2709 (starting with a five-digit record length), MARCXML or MARC-in-JSON.`,
    );
  }
  const stream = createReadStream(path) as AsyncIterable<Buffer>;
  yield* readMarcStream(opts.onBytes ? countBytes(stream, opts.onBytes) : stream, format);
}

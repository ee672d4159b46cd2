/**
 * What every MARC reader yields, and the error it throws when the input is not MARC at all.
 */
import type { MarcRecord } from './record.ts';

/**
 * One record of the input, in file order. `position` is the 1-based record number. A record
 * that could be read (possibly after repairs, listed in `warnings`) is `ok: true`; one that could
 * not is `ok: false` with a `reason` a librarian can act on, and reading goes on after it.
 */
export type ReadItem =
  | { ok: true; position: number; record: MarcRecord; warnings: string[] }
  | { ok: false; position: number; reason: string; byteOffset?: number };

/** The input formats the readers understand. */
export type MarcFormat = 'iso2709' | 'marcxml' | 'json';

/**
 * Thrown (before any record is yielded) when the input cannot be opened or is not MARC in the
 * expected format at all. The message is meant to be shown to the person importing the file.
 */
export class MarcReadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MarcReadError';
  }
}

/** A byte source: a Node stream or any async iterable of byte chunks. */
export type ByteSource = NodeJS.ReadableStream | AsyncIterable<Uint8Array>;

/** Iterates a byte source as Buffers (Node streams may hand out strings when an encoding is set). */
export async function* bufferChunks(source: ByteSource): AsyncGenerator<Buffer> {
  for await (const chunk of source as AsyncIterable<Uint8Array | string>) {
    if (typeof chunk === 'string') yield Buffer.from(chunk, 'utf8');
    else if (Buffer.isBuffer(chunk)) yield chunk;
    else yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  }
}

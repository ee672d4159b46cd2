/**
 * MARC-in-JSON writer (the format of https://github.com/marc4j/marc4j/wiki/MARC-in-JSON-Description).
 */
import { isControlField, type MarcRecord } from './record.ts';

/** A record in MARC-in-JSON form. */
export interface MarcInJson {
  leader: string;
  fields: Array<
    Record<
      string,
      string | { ind1: string; ind2: string; subfields: Array<Record<string, string>> }
    >
  >;
}

/** Converts a record to its MARC-in-JSON object. */
export function toMarcInJson(record: MarcRecord): MarcInJson {
  return {
    leader: record.leader,
    fields: record.fields.map((f) =>
      isControlField(f)
        ? { [f.tag]: f.value }
        : {
            [f.tag]: {
              ind1: f.ind1,
              ind2: f.ind2,
              subfields: f.subfields.map((s) => ({ [s.code]: s.value })),
            },
          },
    ),
  };
}

/** One record as a single line of JSON (for newline-delimited output). */
export function serializeMarcJson(record: MarcRecord): string {
  return JSON.stringify(toMarcInJson(record));
}

/** Streams records as a JSON array, one record per line, so it is valid JSON and easy to diff. */
export async function* writeMarcJson(
  records: Iterable<MarcRecord> | AsyncIterable<MarcRecord>,
): AsyncGenerator<string> {
  let first = true;
  yield '[\n';
  for await (const record of records) {
    yield (first ? '' : ',\n') + serializeMarcJson(record);
    first = false;
  }
  yield '\n]\n';
}

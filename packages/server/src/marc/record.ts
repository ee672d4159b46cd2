/**
 * The MARC record as we store it (JSON column) and pass it around: the same shape as
 * `@natlibfi/marc-record`'s `toObject()`, so records can move between the two freely.
 */

/** One subfield: a one-character code and its value. */
export interface Subfield {
  code: string;
  value: string;
}

/** A control field (tags 001–009, and alphabetic tags holding plain data). */
export interface ControlField {
  tag: string;
  value: string;
}

/** A data field with two indicators and its subfields, in record order. */
export interface DataField {
  tag: string;
  ind1: string;
  ind2: string;
  subfields: Subfield[];
}

/** Either kind of field. */
export type MarcField = ControlField | DataField;

/** A MARC record: a 24-character leader and its fields in record order. */
export interface MarcRecord {
  leader: string;
  fields: MarcField[];
}

/** True for a control field (it has a `value`, not subfields). */
export function isControlField(field: MarcField): field is ControlField {
  return (field as ControlField).value !== undefined;
}

/** True for a data field (it has subfields). */
export function isDataField(field: MarcField): field is DataField {
  return (field as DataField).subfields !== undefined;
}

/**
 * Tags 001–009 are control fields in MARC 21. Alphabetic tags (Aleph's `CAT`, `FMT`…) may be
 * either, so readers decide those by the data itself.
 */
export function isControlTag(tag: string): boolean {
  return tag.length === 3 && tag.startsWith('00');
}

/** The fields whose tag is one of `tags`, in record order. */
export function getFields(record: MarcRecord, ...tags: string[]): MarcField[] {
  if (tags.length === 1) {
    const only = tags[0];
    return record.fields.filter((f) => f.tag === only);
  }
  return record.fields.filter((f) => tags.includes(f.tag));
}

/** The data fields whose tag is one of `tags`, in record order. */
export function getDataFields(record: MarcRecord, ...tags: string[]): DataField[] {
  return getFields(record, ...tags).filter(isDataField);
}

/** The value of the first control field with this tag, or null. */
export function controlValue(record: MarcRecord, tag: string): string | null {
  for (const field of record.fields) {
    if (field.tag === tag && isControlField(field)) return field.value;
  }
  return null;
}

/** The value of the first subfield `code` of a data field, or null. */
export function firstSubfield(field: MarcField, code: string): string | null {
  if (!isDataField(field)) return null;
  for (const sf of field.subfields) {
    if (sf.code === code) return sf.value;
  }
  return null;
}

/** The values of every subfield whose code is in `codes` (all of them when empty), in order. */
export function subfieldValues(field: MarcField, codes = ''): string[] {
  if (!isDataField(field)) return [];
  const out: string[] = [];
  for (const sf of field.subfields) {
    if (codes === '' || codes.includes(sf.code)) out.push(sf.value);
  }
  return out;
}

/** A deep copy, so callers may change the copy without touching the original. */
export function cloneRecord(record: MarcRecord): MarcRecord {
  return {
    leader: record.leader,
    fields: record.fields.map((f) =>
      isControlField(f)
        ? { tag: f.tag, value: f.value }
        : { tag: f.tag, ind1: f.ind1, ind2: f.ind2, subfields: f.subfields.map((s) => ({ ...s })) },
    ),
  };
}

/** fast-check arbitraries for MARC records, shared by the reader and writer tests. */
import fc from 'fast-check';

/** Text that survives any format: NFC, no MARC delimiters, no characters XML cannot carry. */
export const arbitraryText = (maxLength = 20) =>
  fc
    .string({
      unit: fc.oneof(
        fc.constantFrom(
          'a',
          'Z',
          ' ',
          'é',
          'ã',
          'ç',
          'ß',
          '中',
          'д',
          '&',
          '<',
          '"',
          '😀',
          '\u0301',
        ),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
      ),
      maxLength,
    })
    // eslint-disable-next-line no-control-regex -- MARC delimiters and XML-illegal characters
    .map((s) => s.replace(/[\u0000-\u001F\u007F\uFFFE\uFFFF]/g, '').normalize('NFC'))
    .filter((s) => s === s.normalize('NFC'));

/** An arbitrary record in our model (leader/09 'a', as readers return it). */
export const arbitraryRecord = () => {
  const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split(''));
  const controlField = fc.record({
    tag: fc.constantFrom('001', '003', '005', '008'),
    value: arbitraryText(40),
  });
  const dataField = fc.record({
    tag: fc.integer({ min: 10, max: 999 }).map((n) => String(n).padStart(3, '0')),
    ind1: fc.constantFrom(' ', '0', '1', '4'),
    ind2: fc.constantFrom(' ', '0', '2', '7'),
    subfields: fc.array(fc.record({ code: letter, value: arbitraryText() }), {
      minLength: 1,
      maxLength: 4,
    }),
  });
  return fc.record({
    leader: fc
      .tuple(
        fc.constantFrom('n', 'c', 'd'),
        fc.constantFrom('a', 'c', 'g', 'j', 'm'),
        fc.constantFrom('m', 's', 'a'),
      )
      .map(([status, type, level]) => `00000${status}${type}${level} a2200000 i 4500`),
    fields: fc.array(fc.oneof(controlField, dataField), { minLength: 1, maxLength: 8 }),
  });
};

/** A record with the computed leader positions (00-04 length, 12-16 base address) zeroed. */
export function comparable<T extends { leader: string }>(record: T): T {
  const l = record.leader;
  return { ...record, leader: '00000' + l.slice(5, 12) + '00000' + l.slice(17) };
}

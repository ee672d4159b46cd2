import type { OriginalScript, OriginalScriptField } from '@estante/contract';

/** The fields in original script (MARC 880) standing beside one kind of romanized field. */
export const originalOf = (
  fields: readonly OriginalScript[],
  campo: OriginalScriptField,
): OriginalScript[] => fields.filter((field) => field.campo === campo);

/**
 * A text in its original script (Hebrew, Arabic, Cyrillic, CJK…), marked with its language and
 * direction, as catalogues show the 880 beside the romanized form. `dir` isolates it, so a
 * right-to-left text keeps its order inside a left-to-right line.
 */
export function OriginalText({ field }: { field: OriginalScript }) {
  return (
    <span lang={field.lang} dir={field.dir} data-original-script={field.campo}>
      {field.texto}
    </span>
  );
}

/** C0 and C1 control characters: PostgreSQL refuses U+0000 in text, and none of them is typed. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** Typed text made safe to send as a query value: control characters become spaces. */
export function plainText(value: string): string {
  return value.replace(CONTROL_CHARACTERS, ' ');
}

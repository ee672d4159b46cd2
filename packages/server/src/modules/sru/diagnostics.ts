/**
 * SRU diagnostics (info:srw/diagnostic/1/N, the Library of Congress list that SRU 1.2 and 2.0
 * share): the numbers we send and their standard messages.
 */

export const DIAGNOSTIC_MESSAGES = {
  1: 'General system error',
  4: 'Unsupported operation',
  5: 'Unsupported version',
  6: 'Unsupported parameter value',
  7: 'Mandatory parameter not supplied',
  8: 'Unsupported parameter',
  10: 'Query syntax error',
  11: 'Unsupported query type',
  12: 'Too many characters in query',
  13: 'Invalid or unsupported use of parentheses',
  14: 'Invalid or unsupported use of quotes',
  15: 'Unsupported context set',
  16: 'Unsupported index',
  19: 'Unsupported relation',
  20: 'Unsupported relation modifier',
  22: 'Unsupported combination of relation and index',
  27: 'Empty term unsupported',
  28: 'Masking character not supported',
  29: 'Masked words too short',
  31: 'Anchoring character not supported',
  33: 'Combination of proximity/adjacency and masking characters not supported',
  36: 'Term in invalid format for index or relation',
  37: 'Unsupported boolean operator',
  38: 'Too many boolean operators in query',
  39: 'Proximity not supported',
  46: 'Unsupported boolean modifier',
  48: 'Query feature unsupported',
  61: 'First record position out of range',
  65: 'Record does not exist',
  66: 'Unknown schema for retrieval',
  71: 'Unsupported record packing',
  72: 'XPath retrieval unsupported',
  80: 'Sort not supported',
} as const;

export type DiagnosticNumber = keyof typeof DIAGNOSTIC_MESSAGES;

/** A diagnostic: what went wrong (`details`: the parameter, index, relation… concerned). */
export class SruDiagnostic extends Error {
  constructor(
    readonly code: DiagnosticNumber,
    readonly details: string,
  ) {
    super(`${DIAGNOSTIC_MESSAGES[code]}: ${details}`);
  }

  get uri(): string {
    return `info:srw/diagnostic/1/${this.code}`;
  }
}

/** Settings of the circulation documents (docs/circulation.md). */
export interface CirculationDocumentSettings {
  /** Minutes a loan token is valid (LOAN_TOKEN_MINUTES, 10). */
  tokenMinutes: number;
  /** Days from issue to a payment slip's due date (PAYMENT_SLIP_DUE_DAYS, 5). */
  slipDueDays: number;
  /** The libraries' time zone, for "today" (CIRCULATION_TIME_ZONE, America/Sao_Paulo). */
  timeZone: string;
  /** Compressed PDF streams (tests turn it off to read the text back). */
  compressPdf: boolean;
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n > 0 ? n : fallback;
}

/** The settings from the environment, with their defaults. */
export function circulationDocumentSettings(
  env: NodeJS.ProcessEnv = process.env,
): CirculationDocumentSettings {
  return {
    tokenMinutes: positive(env.LOAN_TOKEN_MINUTES, 10),
    slipDueDays: positive(env.PAYMENT_SLIP_DUE_DAYS, 5),
    timeZone: env.CIRCULATION_TIME_ZONE || 'America/Sao_Paulo',
    compressPdf: true,
  };
}

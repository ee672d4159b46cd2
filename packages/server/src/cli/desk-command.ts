import type { Kysely } from 'kysely';
import type { CirculationDriver } from '../circulation/driver.ts';
import type { Database } from '../db/schema.ts';

/** What a desk command works with. */
export interface DeskContext {
  db: Kysely<Database>;
  circulation: CirculationDriver;
  /** The staff person of `--staff LOGIN`; null for an operator's command. */
  staffId: number | null;
  print: (line: string) => void;
}

/**
 * A command of `npm run desk`: answers its exit code (0 done, 1 refused), or 'usage' when its
 * arguments are wrong. An HttpError it throws is printed as the API's translated message.
 */
export type DeskCommandRun = (args: string[], context: DeskContext) => Promise<number | 'usage'>;

/** The desk commands of one service (comments, suggestions, requests…), with their usage lines. */
export interface DeskCommandGroup {
  /** Lines for the usage text, formatted like the others (two spaces, command, description). */
  usage: string;
  commands: Record<string, DeskCommandRun>;
}

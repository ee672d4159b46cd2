/**
 * Copies (exemplares) of the physical titles and issues of the serials (kardex).
 */
import type { CopyStatus } from '@estante/contract';
import type { CopyTable } from '../db/schema.ts';
import type { DemoTitle } from './bibliographic.ts';
import { addDays, yearOf } from './dates.ts';
import type { Random } from './random.ts';
import type { DemoLibrary } from './units.ts';
import { ARTICLE_OPENINGS, COLLECTIONS, LOCATIONS } from './vocabulary.ts';

type LoanType = CopyTable['loan_type'];

/** A copy row ready for insertion. */
export interface CopyRow {
  title_id: number;
  library_id: number;
  barcode: string;
  call_number: string;
  location: string;
  loan_type: LoanType;
  collection: string;
  volume: string | null;
  tome: string | null;
  part: string | null;
  status: CopyStatus;
  due_on: string | null;
  in_closed_stacks: boolean;
  acquired_on: string;
}

/**
 * A copy the demo shows lent or set aside: it is stored available, and the circulation engine
 * lends it (and, for `reserved`, hands it to a hold) in demo/circulation.ts, so every copy on
 * loan has its loan and every reserved copy its ready hold.
 */
export interface PlannedCirculation {
  barcode: string;
  status: 'on_loan' | 'reserved';
  /** Around when the loan falls due (on loan only): the engine's policy sets the real day. */
  dueOn: string | null;
}

/** A serial issue row ready for insertion. */
export interface IssueRow {
  title_id: number;
  library_id: number;
  year: number;
  volume: string;
  number: string;
  published_on: string;
  received_on: string;
  contents: string[];
}

/** Where an area's material usually lives (acronyms), first choice first. */
const HOME_BY_SUBJECT: Record<string, string[]> = {
  'Direito constitucional': ['BSD', 'BC'],
  'Direito civil': ['BSD', 'BC'],
  'Saúde pública': ['BSCS', 'BC'],
  Enfermagem: ['BSCS'],
  Medicina: ['BSCS'],
  'Engenharia civil': ['BSJOI', 'BC'],
  'Engenharia elétrica': ['BSJOI', 'BC'],
  'Ciência da computação': ['BSJOI', 'BC'],
  Agronomia: ['BCCR', 'BSCUR'],
  Biologia: ['BSCUR', 'BC'],
};

/** The generator of copies: keeps the barcode sequence across titles. */
export class CopyMaker {
  private nextBarcode = 1;
  private readonly byAcronym: Map<string, DemoLibrary>;
  /** Copies made available that the engine is to lend or set aside (PlannedCirculation). */
  readonly planned: PlannedCirculation[] = [];

  constructor(
    private readonly random: Random,
    private readonly libraries: readonly DemoLibrary[],
    private readonly today: string,
  ) {
    this.byAcronym = new Map(libraries.map((l) => [l.acronym, l]));
  }

  private library(acronym: string): DemoLibrary {
    const library = this.byAcronym.get(acronym) ?? this.libraries[0];
    if (!library) throw new Error('no libraries');
    return library;
  }

  private homeLibrary(title: DemoTitle): DemoLibrary {
    if (title.kind === 'archive') return this.library('BC');
    const homes = HOME_BY_SUBJECT[title.area.subject] ?? ['BC'];
    return this.library(
      this.random.chance(0.8) ? (homes[0] ?? 'BC') : this.random.pick([...homes, 'BC', 'BSCUR']),
    );
  }

  private status(loanType: LoanType): { status: CopyStatus; due_on: string | null } {
    // Reference copies are never lent, so never on loan nor reserved.
    const status =
      loanType === 'reference'
        ? this.random.weighted<CopyStatus>([
            ['available', 92],
            ['quarantine', 4],
            ['in_transit', 4],
          ])
        : this.random.weighted<CopyStatus>([
            ['available', 72],
            ['on_loan', 17],
            ['reserved', 4],
            ['quarantine', 3],
            ['in_transit', 4],
          ]);
    if (status !== 'on_loan') return { status, due_on: null };
    // Due dates around today: some overdue, most in the next three weeks.
    return { status, due_on: addDays(this.today, this.random.int(-12, 21)) };
  }

  private placement(title: DemoTitle, library: DemoLibrary, first: boolean) {
    const r = this.random;
    const oldOrArchive = title.kind === 'archive' || title.year < 1950;
    const closed = library.closedStacks && (oldOrArchive || r.chance(0.05));
    if (closed) {
      return {
        location: r.pick(LOCATIONS.closed),
        collection: COLLECTIONS.special,
        loanType: 'reference' as LoanType,
        closed,
      };
    }
    switch (title.kind) {
      case 'serial':
        return {
          location: LOCATIONS.serial[0],
          collection: COLLECTIONS.reference,
          loanType: 'reference' as LoanType,
          closed,
        };
      case 'thesis':
        return {
          location: r.pick(LOCATIONS.general),
          collection: COLLECTIONS.theses,
          loanType: 'normal' as LoanType,
          closed,
        };
      case 'map':
        return {
          location: LOCATIONS.map[0],
          collection: COLLECTIONS.media,
          loanType: 'special' as LoanType,
          closed,
        };
      case 'video':
      case 'sound':
      case 'image':
      case 'computer_file':
      case 'kit':
        return {
          location: LOCATIONS.media[0],
          collection: COLLECTIONS.media,
          loanType: r.chance(0.5) ? ('special' as LoanType) : ('short' as LoanType),
          closed,
        };
      case 'braille':
      case 'large_print':
      case 'audiobook':
      case 'libras_video':
        return {
          location: LOCATIONS.accessible[0],
          collection: COLLECTIONS.accessible,
          loanType: 'normal' as LoanType,
          closed,
        };
      case 'normative_act':
        return {
          location: LOCATIONS.reference[0],
          collection: COLLECTIONS.legislation,
          loanType: 'reference' as LoanType,
          closed,
        };
      default: {
        // One copy of a well-held book stays in the reference collection; some go on reserve.
        if (first && r.chance(0.1)) {
          return {
            location: LOCATIONS.reference[0],
            collection: COLLECTIONS.reference,
            loanType: 'reference' as LoanType,
            closed,
          };
        }
        if (r.chance(0.1)) {
          return {
            location: LOCATIONS.reserve[0],
            collection: COLLECTIONS.reserve,
            loanType: 'short' as LoanType,
            closed,
          };
        }
        return {
          location: r.pick(LOCATIONS.general),
          collection: COLLECTIONS.general,
          loanType: r.chance(0.05) ? ('special' as LoanType) : ('normal' as LoanType),
          closed,
        };
      }
    }
  }

  /** How many copies of one volume: most titles 1–3, textbooks up to 6. */
  private count(title: DemoTitle): number {
    if (['archive', 'image', 'map', 'normative_act', 'serial'].includes(title.kind))
      return this.random.int(1, 2);
    return this.random.weighted([
      [1, 30],
      [2, 28],
      [3, 20],
      [4, 10],
      [5, 7],
      [6, 5],
    ]);
  }

  /** The copies of one title (none for online-only titles). */
  copiesOf(title: DemoTitle, titleId: number): CopyRow[] {
    if (!title.hasCopies) return [];
    const r = this.random;
    const rows: CopyRow[] = [];
    // Multi-volume sets: copies per volume; some sets are split in tomes or parts.
    const volumes = title.volumes.length > 0 ? title.volumes : [null];
    const split =
      title.volumes.length > 0
        ? r.weighted([
            ['none', 60],
            ['tome', 25],
            ['part', 15],
          ] as const)
        : 'none';
    const home = this.homeLibrary(title);
    volumes.forEach((volume, v) => {
      const perVolume = volume === null ? this.count(title) : r.int(1, 2);
      for (let k = 0; k < perVolume; k++) {
        const library = k === 0 || r.chance(0.6) ? home : r.pick(this.libraries);
        const where = this.placement(title, library, k === 0);
        const { status, due_on } = this.status(where.loanType);
        const acquired =
          k === 0
            ? title.acquiredOn
            : minDate(addDays(title.acquiredOn, r.int(0, 120)), this.today);
        const barcode = `${library.acronym}${String(this.nextBarcode++).padStart(8, '0')}`;
        // Lent and reserved copies go on the shelf; the engine takes them out (see planned).
        const lent = status === 'on_loan' || status === 'reserved';
        if (lent) this.planned.push({ barcode, status, dueOn: due_on });
        rows.push({
          title_id: titleId,
          library_id: library.id,
          barcode,
          call_number: `${title.callNumber}${volume ? ` ${volume}` : ''} ex.${k + 1}`,
          location: where.location,
          loan_type: where.loanType,
          collection: where.collection,
          volume,
          tome: split === 'tome' ? `t. ${(v % 2) + 1}` : null,
          part: split === 'part' ? `pt. ${(k % 2) + 1}` : null,
          status: lent ? 'available' : status,
          due_on: null,
          in_closed_stacks: where.closed,
          acquired_on: acquired,
        });
      }
    });
    return rows;
  }
}

function minDate(a: string, b: string): string {
  return a < b ? a : b;
}

/**
 * The issues of a serial for its last years (up to ten), each with a few article titles;
 * issues later than today are not yet received and are left out.
 */
export function issuesOf(
  random: Random,
  title: DemoTitle,
  titleId: number,
  libraryId: number,
  today: string,
): IssueRow[] {
  if (!title.serial) return [];
  const { startYear, perYear } = title.serial;
  const lastYear = yearOf(today);
  const rows: IssueRow[] = [];
  for (let year = Math.max(startYear, lastYear - 9); year <= lastYear; year++) {
    for (let n = 1; n <= perYear; n++) {
      const month = Math.floor(((n - 1) * 12) / perYear) + 1;
      const published = `${year}-${String(month).padStart(2, '0')}-01`;
      const received = addDays(published, random.int(10, 40));
      if (received > today) continue;
      const contents = Array.from({ length: random.int(3, 6) }, () => {
        const topic = random.pick(title.area.topics);
        return `${random.pick(ARTICLE_OPENINGS)} ${topic.charAt(0).toLowerCase()}${topic.slice(1)}`;
      });
      rows.push({
        title_id: titleId,
        library_id: libraryId,
        year,
        volume: `v. ${year - startYear + 1}`,
        number: `n. ${n}`,
        published_on: published,
        received_on: received,
        contents,
      });
    }
  }
  return rows;
}

import { describe, expect, it } from 'vitest';
import type { Lang } from '../lib/http-errors.ts';
import { dueSoonMail, holdReadyMail, overdueMail } from './mail.ts';

const loan = {
  name: 'Ana Souza',
  title: 'Dom Casmurro',
  library: 'Biblioteca Central',
  dueOn: '2026-12-03',
};
const LANGS: Lang[] = ['pt', 'en', 'es'];

describe('circulation emails, in the language the patron reads the catalogue in', () => {
  it('words each notice in Portuguese, English and Spanish, with the day as dd/mm/yyyy', () => {
    const ready = LANGS.map((lang) => holdReadyMail({ ...loan, lang, pickupUntil: '2026-12-05' }));
    expect(ready.map((m) => m.subject)).toEqual([
      'Reserva disponível: Dom Casmurro',
      'Hold ready: Dom Casmurro',
      'Reserva disponible: Dom Casmurro',
    ]);
    expect(ready[1]!.text).toMatch(
      /^Hello, Ana Souza\.\n\n.*Biblioteca Central:\n\n {2}Dom Casmurro\n\nCollect it by 05\/12\/2026/s,
    );
    expect(ready[1]!.text.endsWith('Estante — library catalogue')).toBe(true);
    const due = LANGS.map((lang) => dueSoonMail({ ...loan, lang }).subject);
    expect(due).toEqual([
      'Devolução em 03/12/2026: Dom Casmurro',
      'Due on 03/12/2026: Dom Casmurro',
      'Devolución el 03/12/2026: Dom Casmurro',
    ]);
    const late = LANGS.map((lang) => overdueMail({ ...loan, lang }).text);
    expect(late[0]).toContain('venceu em 03/12/2026 (Biblioteca Central)');
    expect(late[1]).toContain('was due on 03/12/2026 (Biblioteca Central)');
    expect(late[2]).toContain('venció el 03/12/2026 (Biblioteca Central)');
    // No Portuguese left in the other languages' letters.
    for (const text of [ready[1]!.text, ready[2]!.text, late[1]!, late[2]!]) {
      expect(text).not.toMatch(/Olá|Retire-o|Devolva-o|catálogo das bibliotecas/);
    }
  });
});

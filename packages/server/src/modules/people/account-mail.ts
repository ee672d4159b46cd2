import type { Lang } from '../../lib/http-errors.ts';

/** The first word of a name. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** An address as the recovery answer shows it: `ana.souza@demo.estante` → `a***@d***.estante`. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${[...local][0]}***@${[...host][0] ?? ''}***${tld}`;
}

/** The notice sent to a patron's former address when the email of their account changes. */
const TEXTS: Record<Lang, { subject: string; body: (name: string, masked: string) => string }> = {
  pt: {
    subject: 'O e-mail da sua conta foi alterado',
    body: (name, masked) =>
      `Olá, ${name}.\n\nO e-mail da sua conta na biblioteca foi alterado para ${masked}. ` +
      'Os códigos de recuperação de senha passam a ir para o novo endereço.\n\n' +
      'Se não foi você, procure a biblioteca o quanto antes.',
  },
  en: {
    subject: 'The email of your account was changed',
    body: (name, masked) =>
      `Hello, ${name}.\n\nThe email of your library account was changed to ${masked}. ` +
      'Password recovery codes now go to the new address.\n\n' +
      'If this was not you, contact the library as soon as possible.',
  },
  es: {
    subject: 'El correo de su cuenta fue cambiado',
    body: (name, masked) =>
      `Hola, ${name}.\n\nEl correo de su cuenta en la biblioteca fue cambiado a ${masked}. ` +
      'Los códigos de recuperación de contraseña irán a la nueva dirección.\n\n' +
      'Si no fue usted, contacte a la biblioteca lo antes posible.',
  },
};

/** Subject and text of the email-changed notice, in the caller's language. */
export function emailChangedMail(
  lang: Lang,
  values: { firstName: string; maskedNewEmail: string },
): { subject: string; text: string } {
  const texts = TEXTS[lang];
  return { subject: texts.subject, text: texts.body(values.firstName, values.maskedNewEmail) };
}

import type { Lang } from '../../lib/http-errors.ts';

/** The recovery email, in the caller's language (Portuguese by default). */
const TEXTS: Record<
  Lang,
  { subject: string; body: (name: string, code: string, until: string) => string }
> = {
  pt: {
    subject: 'Código de recuperação de senha',
    body: (name, code, until) =>
      `Olá, ${name}.\n\nSeu código para criar uma nova senha é: ${code}\n\n` +
      `Ele vale até ${until} e só pode ser usado uma vez.\n\n` +
      'Se você não pediu para recuperar a senha, ignore esta mensagem: sua senha continua a mesma.',
  },
  en: {
    subject: 'Password recovery code',
    body: (name, code, until) =>
      `Hello, ${name}.\n\nYour code to set a new password is: ${code}\n\n` +
      `It is valid until ${until} and can be used once.\n\n` +
      'If you did not ask to recover your password, ignore this message: your password is unchanged.',
  },
  es: {
    subject: 'Código de recuperación de contraseña',
    body: (name, code, until) =>
      `Hola, ${name}.\n\nSu código para crear una nueva contraseña es: ${code}\n\n` +
      `Es válido hasta ${until} y solo puede usarse una vez.\n\n` +
      'Si no pidió recuperar su contraseña, ignore este mensaje: su contraseña sigue siendo la misma.',
  },
};

const LOCALES: Record<Lang, string> = { pt: 'pt-BR', en: 'en-GB', es: 'es' };

/** Subject and text of a recovery email; `until` is shown in the server's time zone. */
export function recoveryMail(
  lang: Lang,
  values: { firstName: string; code: string; expiresAt: Date; institution: string | null },
): { subject: string; text: string } {
  const texts = TEXTS[lang];
  const until = values.expiresAt.toLocaleString(LOCALES[lang], {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return {
    subject: values.institution ? `${texts.subject} — ${values.institution}` : texts.subject,
    text: texts.body(values.firstName, values.code, until),
  };
}

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, fillLogin, loginForm } from '../support/login.ts';
import { messagesTo, recoveryCode } from '../support/mail.ts';
import { expectNoAxeViolations } from '../support/lists.ts';
import { STORAGE, usePage } from '../support/use-page.ts';

/** Logins no other e2e test uses: their passwords and data may change here. */
const ACCOUNT = {
  /** Diego Martins Rocha, blocked (430) until recovery; blocked again at the end. */
  blocked: { login: DEMO.blocked, email: 'diego.rocha@demo.estante' },
  /** Larissa Gomes: password change (set back at the end). */
  password: { login: '20260008', email: 'larissa.gomes@demo.estante' },
  /** Rafael Teixeira: personal data. */
  personalData: { login: '20260009' },
  /** Sônia Ribeiro: the recovery steps at two widths (the code is never used). */
  axe: { login: '20260010', email: 'sonia.ribeiro@demo.estante' },
};
const NEW_PASSWORD = 'Nova#Senha-2026';

async function ready(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
}

/** Opens /login in recovery mode and sends `login`; answers the outbox count before it. */
async function startRecovery(page: Page, login: string, email: string): Promise<number> {
  await page.goto('/login');
  await ready(page);
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await page.getByRole('heading', { name: 'Recuperar senha' }).waitFor();
  const before = messagesTo(email).length;
  await page.getByTestId('recovery-user').locator('input[name="username"]').fill(login);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await page.getByTestId('recovery-code').waitFor();
  return before;
}

/** A password grant by API (no browser): the status it answers. */
async function passwordGrant(baseURL: string, username: string, password: string) {
  const response = await fetch(`${baseURL}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'estante-web',
      username,
      password,
    }).toString(),
  });
  return response.status;
}

describe('password recovery', () => {
  const t = usePage();

  it('unblocks 20260004 in three steps with the code from the email, then signs in', async () => {
    const { page } = t;
    const { login, email } = ACCOUNT.blocked;
    const before = await startRecovery(page, login, email);
    const sent = page.getByTestId('recovery-sent');
    await expect(sent.textContent()).resolves.toMatch(/Diego, enviamos um código para d\*+@/);
    await expect(page.getByTestId('recovery-expiry').textContent()).resolves.toMatch(
      /O código vale até \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/,
    );
    const firstCode = await recoveryCode(email, before);

    // A wrong code (auto-sent at six digits) offers a resend; the resent code replaces it.
    const wrong = firstCode === '000000' ? '111111' : '000000';
    await page.getByLabel('Código de verificação').fill(wrong);
    await expect(page.getByTestId('recovery-error').textContent()).resolves.toContain(
      'Código inválido ou expirado',
    );
    const resentBefore = messagesTo(email).length;
    await page.getByTestId('recovery-resend').click();
    await page.getByTestId('recovery-resent').waitFor();
    const code = await recoveryCode(email, resentBefore);

    await page.getByLabel('Código de verificação').fill(code);
    const form = page.getByTestId('recovery-password');
    await form.waitFor();
    const checklist = form.getByTestId('password-checklist');
    const save = form.getByRole('button', { name: 'Salvar nova senha' });
    await form.getByLabel(/^Nova senha/).fill('diego123');
    await expect(
      checklist.locator('[data-rule="has_numbers"]').getAttribute('data-met'),
    ).resolves.toBe('true');
    await expect(
      checklist.locator('[data-rule="diff_name"]').getAttribute('data-met'),
    ).resolves.toBe('false');
    await expect(
      checklist.locator('[data-rule="special_char"]').getAttribute('data-met'),
    ).resolves.toBe('false');
    await expect(save.isDisabled()).resolves.toBe(true);

    await form.getByLabel(/^Nova senha/).fill(NEW_PASSWORD);
    await form.getByLabel('Confirme a nova senha').fill(NEW_PASSWORD);
    await expect(checklist.locator('[data-met="false"]').count()).resolves.toBe(0);
    await save.click();

    await expect(page.getByTestId('password-changed').textContent()).resolves.toContain(
      'Senha alterada',
    );
    await fillLogin(page, login, { password: NEW_PASSWORD });
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(t.pageErrors).toEqual([]);

    // Blocked again (the login test expects 430 for 20260004): five wrong passwords.
    for (let i = 0; i < 5; i++) await passwordGrant(t.baseURL, login, 'wrong-password');
    await expect(passwordGrant(t.baseURL, login, NEW_PASSWORD)).resolves.toBe(430);
  });

  it('switches between sign-in and recovery, and has no axe violations at 1280 and 375', async () => {
    const { page } = t;
    const { login, email } = ACCOUNT.axe;
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/login');
      await ready(page);
      await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
      await page.getByTestId('recovery-user').waitFor();
      await expectNoAxeViolations(page, `recovery user ${width}`);
      await page.getByRole('button', { name: 'Voltar ao login' }).click();
      await loginForm(page).waitFor();

      const before = await startRecovery(page, login, email);
      await expectNoAxeViolations(page, `recovery code ${width}`);
      const code = await recoveryCode(email, before);
      await page.getByLabel('Código de verificação').fill(code);
      await page.getByTestId('recovery-password').waitFor();
      await page.getByLabel(/^Nova senha/).fill('abc');
      await expectNoAxeViolations(page, `recovery password ${width}`);
    }
    expect(t.pageErrors).toEqual([]);
  });
});

/** Signs in with a chooser-free login and opens a personal-area path. */
async function signInTo(page: Page, login: string, path: string, password?: string) {
  await page.goto(`/login?${new URLSearchParams({ redirect: path })}`);
  await fillLogin(page, login, password ? { password } : {});
  await page.waitForURL((url) => url.pathname === path);
  await ready(page);
}

describe('personal area tabs', () => {
  const t = usePage();

  it('shows and edits personal data: tax number digits only, phone rule, a 422 at its field', async () => {
    const { page } = t;
    await signInTo(page, ACCOUNT.personalData.login, '/meupergamum');
    const menu = page.getByTestId('personal-area-menu');
    await menu.getByRole('link', { name: 'Dados pessoais' }).click();
    await page.waitForURL('**/meupergamum/dados-pessoais');
    const panel = page.getByTestId('personal-data');
    await panel.locator('[data-field="nome"] dd').waitFor();
    await expect(panel.locator('[data-field="nome"] dd').textContent()).resolves.toBe(
      'Rafael Teixeira',
    );

    await panel.getByRole('button', { name: 'Editar' }).click();
    const form = page.getByTestId('personal-data-form');
    const cpf = form.getByRole('textbox', { name: 'CPF' });
    await cpf.pressSequentially('123.456.789-00');
    await expect(cpf.inputValue()).resolves.toBe('12345678900');
    const phone = form.getByRole('textbox', { name: 'Telefone' });
    await phone.fill('');
    await phone.pressSequentially('(48) 3721-x9999 1234');
    await expect(phone.inputValue()).resolves.toBe('(48) 3721-9999 1');
    await phone.fill('(48) 3721-9999');

    // Wrong check digits: the server's 422 invalid_cpf is shown at the field.
    await form.getByRole('button', { name: 'Salvar' }).click();
    await form.getByText('CPF inválido: informe os 11 dígitos, só números.').waitFor();
    await expect(cpf.getAttribute('aria-invalid')).resolves.toBe('true');

    await cpf.fill('52998224725');
    await form.getByRole('textbox', { name: 'Cidade' }).fill('Florianópolis');
    await form.getByLabel('Data de nascimento').fill('2000-05-17');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await page.getByTestId('personal-data-saved').waitFor();
    await expect(panel.locator('[data-field="cpf"] dd').textContent()).resolves.toBe('52998224725');
    await page.reload();
    await ready(page);
    await panel.locator('[data-field="cidade"] dd').waitFor();
    await expect(panel.locator('[data-field="cidade"] dd').textContent()).resolves.toBe(
      'Florianópolis',
    );
    await expect(panel.locator('[data-field="telefone"] dd').textContent()).resolves.toBe(
      '(48) 3721-9999',
    );
    await expect(panel.locator('[data-field="data_nascimento"] dd').textContent()).resolves.toBe(
      '17/05/2000',
    );
    expect(t.pageErrors).toEqual([]);
  });

  it('changes the password with the live checklist; a wrong current one is shown at its field', async () => {
    const { page } = t;
    const { login } = ACCOUNT.password;
    await signInTo(page, login, '/meupergamum');
    await page
      .getByTestId('personal-area-menu')
      .getByRole('link', { name: 'Alterar senha' })
      .click();
    await page.waitForURL('**/meupergamum/senha');
    const form = page.getByTestId('change-password-form');
    const checklist = form.getByTestId('password-checklist');
    const save = form.getByRole('button', { name: 'Salvar nova senha' });
    const met = (rule: string) =>
      checklist.locator(`[data-rule="${rule}"]`).getAttribute('data-met');

    await form.getByLabel(/^Nova senha/).fill('larissa');
    await expect(met('diff_name')).resolves.toBe('false');
    await expect(met('has_numbers')).resolves.toBe('false');
    await expect(met('length')).resolves.toBe('false');
    await expect(met('only_numbers')).resolves.toBe('true');
    await expect(save.isDisabled()).resolves.toBe(true);

    await form.getByLabel(/^Nova senha/).fill(NEW_PASSWORD);
    await expect(met('confirm')).resolves.toBe('false');
    await form.getByLabel('Confirme a nova senha').fill(NEW_PASSWORD);
    await expect(checklist.locator('[data-met="false"]').count()).resolves.toBe(0);
    await form.getByLabel(/^Senha atual/).fill('not-my-password');
    await save.click();
    await form.getByText('A senha atual está incorreta.').waitFor();

    await form.getByLabel(/^Senha atual/).fill(DEMO_PASSWORD);
    await save.click();
    await form.getByTestId('password-changed').waitFor();
    await expect(form.getByTestId('password-changed').textContent()).resolves.toBe(
      'Senha alterada.',
    );

    // The old password again: the server's last-passwords rule refuses it.
    await form.getByLabel(/^Senha atual/).fill(NEW_PASSWORD);
    await form.getByLabel(/^Nova senha/).fill(DEMO_PASSWORD);
    await form.getByLabel('Confirme a nova senha').fill(DEMO_PASSWORD);
    await save.click();
    await expect(form.getByTestId('change-password-error').textContent()).resolves.toContain(
      'deve ser diferente das últimas senhas',
    );
    await expect(met('last_pw')).resolves.toBe('false');

    await page.goto('/sair');
    await page.waitForURL((url) => url.pathname === '/');
    await signInTo(page, login, '/meupergamum', NEW_PASSWORD);
    expect(t.pageErrors).toEqual([]);
  });

  it('exchanges users: Beatriz moves to her other login and the session follows', async () => {
    const { page } = t;
    const path = '/meupergamum/troca-usuario';
    await page.goto(`/login?${new URLSearchParams({ redirect: path })}`);
    await fillLogin(page, DEMO.twoLogins);
    const chooser = page.getByTestId('login-chooser');
    await chooser.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL((url) => url.pathname === path);
    await ready(page);

    const form = page.getByTestId('exchange-users');
    await form.waitFor();
    const options = form.getByRole('radio');
    await expect(options.count()).resolves.toBe(2);
    const switched = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/pessoas/meu-pergamum/troca-usuario',
    );
    await form.getByRole('radio', { name: /20240003/ }).click();
    await form.getByRole('button', { name: 'Trocar' }).click();
    expect((await switched).status()).toBe(200);
    await expect(page.getByTestId('exchange-switched').textContent()).resolves.toContain(
      '20240003',
    );
    await expect(
      form.getByTestId('exchange-option').filter({ hasText: '20240003' }).textContent(),
    ).resolves.toContain('(atual)');
    await expect(
      page.evaluate(
        (key) => JSON.parse(window.sessionStorage.getItem(key) ?? '{}').login,
        STORAGE.session,
      ),
    ).resolves.toBe('20240003');
    await page.getByTestId('personal-area-menu').getByRole('link', { name: 'Início' }).click();
    await expect(page.getByTestId('current-login').textContent()).resolves.toContain('20240003');
    // After a reload the refresh cookie is the new login's.
    await page.reload();
    await ready(page);
    await expect(page.getByTestId('current-login').textContent()).resolves.toContain('20240003');
    expect(t.pageErrors).toEqual([]);
  });

  it('has no axe violations on the new tabs at 1280 and 375', async () => {
    const { page } = t;
    await signInTo(page, DEMO.ana, '/meupergamum/dados-pessoais');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/meupergamum/dados-pessoais');
      await ready(page);
      await page.getByTestId('personal-data').locator('dl').waitFor();
      await expectNoAxeViolations(page, `personal data ${width}`);
      await page.getByRole('button', { name: 'Editar' }).click();
      await page.getByTestId('personal-data-form').waitFor();
      await expectNoAxeViolations(page, `personal data form ${width}`);

      await page.goto('/meupergamum/senha');
      await ready(page);
      await page.getByLabel(/^Nova senha/).fill('abc1');
      await expectNoAxeViolations(page, `change password ${width}`);

      await page.goto('/meupergamum/troca-usuario');
      await ready(page);
      await page
        .locator('[data-testid="exchange-users"], [data-testid="exchange-single"]')
        .first()
        .waitFor();
      await expectNoAxeViolations(page, `exchange users ${width}`);
    }
    expect(t.pageErrors).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { isSafeLink, linkOrText } from './safe-link.ts';

describe('isSafeLink', () => {
  it.each([
    'http://example.org',
    'https://example.org/casa-grande?x=1#top',
    'HTTPS://EXAMPLE.ORG/',
    'HtTp://example.org',
    '  https://example.org  ',
    'mailto:biblioteca@ufe.br',
    'MAILTO:biblioteca@ufe.br',
  ])('accepts %j', (value) => expect(isSafeLink(value)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0001\u001fjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'javascript&#58;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.org/file',
    'tel:+5511999999999',
    '/acervo/1',
    'acervo/1',
    '//evil.example/x',
    '#top',
    'https://',
    'www.example.org',
    '',
    null,
    undefined,
  ])('refuses %j', (value) => expect(isSafeLink(value)).toBe(false));
});

describe('linkOrText', () => {
  it('answers a safe address as the url, trimmed, with its label', () => {
    expect(linkOrText(' https://example.org ', 'Texto')).toEqual({
      url: 'https://example.org',
      descricao: 'Texto',
    });
    expect(linkOrText('https://example.org', null)).toEqual({
      url: 'https://example.org',
      descricao: null,
    });
  });

  it('answers an unsafe address with no url: the label, or the address as text', () => {
    expect(linkOrText('javascript:alert(1)', 'Texto')).toEqual({ url: null, descricao: 'Texto' });
    expect(linkOrText(' javascript:alert(1)', null)).toEqual({
      url: null,
      descricao: 'javascript:alert(1)',
    });
  });
});

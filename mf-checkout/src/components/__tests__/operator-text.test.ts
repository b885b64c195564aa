import { operatorHref } from '../operator-text';

// The operator's page addresses become links only when they are this site's paths or http(s) addresses.
test.each([
  ['/terms', '/terms'],
  [' /privacy ', '/privacy'],
  ['https://operator.example/terms', 'https://operator.example/terms'],
  ['HTTP://operator.example/t?x=1', 'HTTP://operator.example/t?x=1'],
  ['//evil.example/terms', null],
  ['/\\evil.example', null],
  ['javascript:alert(1)', null],
  ['https:///nohost', null],
  ['/terms and more', null],
  ['terms', null],
  ['', null],
  [null, null],
])('%p links to %p', (url, href) => expect(operatorHref(url)).toBe(href));

import { mailtoHref, telHref } from '../contact-links';

describe('contact links', () => {
  test.each([
    ['020 7946 0000', 'tel:02079460000'],
    ['+44 (0)20 7946-0123', 'tel:+440207946' + '0123'],
    ['07700 900123', 'tel:07700900123'],
  ])('telHref(%p) dials %p', (phone, href) => expect(telHref(phone)).toBe(href));

  test('mailtoHref trims the address', () => expect(mailtoHref(' a@b.example ')).toBe('mailto:a@b.example'));
});

import { parseOperatorTexts, toPageLink } from '../operator-texts';

const NONE = { priceIncludes: null, cancellationPolicy: null, meetingInstructions: null, termsUrl: null, privacyUrl: null, sample: false };

describe('parseOperatorTexts (the `operator` of /config.json)', () => {
  it('keeps every text and link the server sent', () => {
    const operator = {
      priceIncludes: 'Fixed price: fuel, tolls and VAT included.',
      cancellationPolicy: 'Free up to 24 hours before pick-up.\nThen half the fare.',
      meetingInstructions: 'Your driver waits in arrivals with a name board.',
      termsUrl: '/terms',
      privacyUrl: 'https://operator.example.co.uk/privacy',
      sample: true,
    };
    expect(parseOperatorTexts(operator)).toEqual(operator);
  });

  it('drops each bad entry and keeps the rest', () => {
    expect(
      parseOperatorTexts({
        priceIncludes: 42,
        cancellationPolicy: '   ',
        meetingInstructions: 'x'.repeat(601),
        termsUrl: 'javascript:alert(1)',
        privacyUrl: ' /privacy ',
        sample: 'yes',
      }),
    ).toEqual({ ...NONE, privacyUrl: '/privacy' });
  });

  it.each([undefined, null, 'texts', [], {}, { sample: true }, { priceIncludes: '', termsUrl: '//evil.example' }])(
    'reads %p as no texts',
    (raw) => {
      expect(parseOperatorTexts(raw)).toBeNull();
    },
  );
});

describe('toPageLink', () => {
  it.each([
    ['/terms', '/terms'],
    ['/privacy#cookies', '/privacy#cookies'],
    ['https://operator.example/terms', 'https://operator.example/terms'],
    ['HTTP://operator.example', 'HTTP://operator.example'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['terms', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['https://user:pw@operator.example', null],
    ['/terms and conditions', null],
    [7, null],
  ])('%p -> %p', (value, expected) => expect(toPageLink(value)).toBe(expected));
});

import { OperatorDocumentPage, type LegalSection, type OperatorDocument } from './legal-page';

// Plausible UK GDPR wording for a private hire operator; periods are examples for the operator to set.
const sections = (company: string): LegalSection[] => [
  {
    heading: 'Who we are',
    paragraphs: [
      `${company} is the controller of the personal data you give us when you book a journey, ask for a quote or contact us. This policy explains what we collect, why, and your rights under the UK GDPR and the Data Protection Act 2018.`,
    ],
  },
  {
    heading: 'What we collect',
    items: [
      'Your name, e-mail address and telephone number.',
      'Your journey: addresses, stops, dates and times, flight numbers, passengers, luggage and the options you choose.',
      'How you paid, and whether the payment succeeded. Your card details go to our payment provider, not to us.',
      'Your position, only when you press the locate button, to fill in your address. We do not track you.',
      'What you write to us, and the bookings of a corporate account.',
    ],
  },
  {
    heading: 'Why we use it',
    items: [
      'To take your booking, carry out the journey and keep you informed about it (to perform our contract with you).',
      'To keep the booking records our private hire licence requires (a legal obligation).',
      'To answer complaints, return lost property and prevent fraud (our legitimate interests).',
      'To send you offers, only if you ask for them (your consent, which you can withdraw at any time).',
    ],
  },
  {
    heading: 'Who we share it with',
    paragraphs: [
      'Your driver, and the licensed operator that carries out the journey when it is not us; the companies that run our booking system, maps and address search, e-mail and card payments, under contract and only on our instructions; and the police or the licensing authority when the law requires it. We never sell your data.',
      'Where one of these companies handles data outside the UK, it does so under safeguards approved by UK law.',
    ],
  },
  {
    heading: 'How long we keep it',
    items: [
      'Booking records: 12 months after the journey, as private hire licensing requires, then up to 6 years for accounting and legal claims.',
      'Quote requests and messages: 2 years.',
      'Corporate accounts: while the account is open, and 12 months after it closes.',
      'While you book, this site keeps your journey in your browser. It is cleared once your booking is confirmed.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You can ask us for a copy of your data, to correct it, to delete it, to restrict or object to its use, and to receive it in a form you can take elsewhere. We answer within one month.',
      "If you are unhappy with how we use your data, you can complain to the Information Commissioner's Office (ico.org.uk, telephone 0303 123 1113).",
    ],
  },
];

const PRIVACY_POLICY: OperatorDocument = {
  title: 'Privacy Policy',
  ownUrl: 'privacyUrl',
  elsewhere: { lead: 'Our Privacy Policy is on our own site.', linkText: 'Read our Privacy Policy' },
  sampleLabel: 'Sample privacy policy: replace with your own',
  sections,
  companyFallback: 'The operator named on this site',
  contactPurpose: 'To use your rights or ask about your data',
};

/** /privacy: the operator's Privacy Policy; the demo's sample, marked as one, unless the operator's is elsewhere. */
export default function PrivacyPage() {
  return <OperatorDocumentPage legal={PRIVACY_POLICY} />;
}

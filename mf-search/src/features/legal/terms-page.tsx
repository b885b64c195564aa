import { OperatorDocumentPage, type LegalSection, type OperatorDocument } from './legal-page';

// Plausible terms for a UK private hire operator; every figure is an example for the operator to set.
const sections = (company: string): LegalSection[] => [
  {
    heading: 'About these terms',
    paragraphs: [
      `These terms apply to every journey booked on this site with ${company}, a private hire operator licensed by the local licensing authority (in London, Transport for London). Our drivers and vehicles are licensed for private hire.`,
      'Nothing in these terms affects your rights as a consumer under UK law, including the Consumer Rights Act 2015.',
    ],
  },
  {
    heading: 'Booking',
    paragraphs: [
      'Your booking is confirmed when you see your booking reference on screen; we also send it by e-mail.',
      'Please check the addresses, date, time, number of passengers and luggage before you book. We send a vehicle suited to what you tell us, and the driver may refuse a journey the vehicle cannot carry safely.',
      'Children must travel in the child seats the law requires: ask for baby or booster seats when you book.',
    ],
  },
  {
    heading: 'Prices and payment',
    paragraphs: [
      'The price shown before you book is the total for the journey and the options you chose, including VAT where it applies. There are no fees added at the end.',
      'The price changes only if the journey changes at your request: another destination, an extra stop, or waiting beyond the free waiting time below.',
      'You can pay by card when you book, or pay the driver when that option is offered. Card payments are taken by our payment provider; we never see your full card number.',
    ],
  },
  {
    heading: 'Cancellations',
    paragraphs: ['You can cancel by telephone or through the Contact Us page. What a cancellation costs:'],
    items: [
      'Up to 24 hours before the pick-up time: nothing.',
      'Less than 24 hours before the pick-up time: up to half of the fare.',
      'After the driver has arrived, or if nobody travels: the full fare.',
      'If we cancel, or cannot carry out the journey: nothing, and you get all your money back. Refunds go to the card you paid with, usually within 5 to 10 working days.',
    ],
  },
  {
    heading: 'Waiting time',
    paragraphs: [
      'At an airport the driver waits 45 minutes free of charge from the time your flight lands. Give us your flight number so we can follow any delay.',
      'At any other pick-up the driver waits 15 minutes free of charge. Waiting after that is charged for every 5 minutes at the rate shown when you booked.',
      'If we cannot reach you 60 minutes after the pick-up time, the driver may leave and the booking counts as a journey not taken.',
    ],
  },
  {
    heading: 'On the journey',
    paragraphs: [
      'Seat belts must be worn. Smoking and vaping are not allowed. Assistance dogs travel free of charge; other animals by arrangement.',
      'The driver may refuse or end a journey if a passenger is violent or abusive or puts anyone at risk. Cleaning may be charged if the vehicle is soiled or damaged.',
    ],
  },
  {
    heading: 'Lost property',
    paragraphs: [
      'Contact us as soon as you can with your booking reference and a description of the item. We keep items found in our vehicles safe for at least 28 days. You can collect an item, or we can send it to you at your cost.',
    ],
  },
  {
    heading: 'Complaints',
    paragraphs: [
      'Tell us within 28 days of the journey, with your booking reference. We acknowledge a complaint within 2 working days and aim to answer it in full within 14 days.',
      'If you are not satisfied with our answer, you can contact the licensing authority that licensed us.',
    ],
  },
  {
    heading: 'Our responsibility',
    paragraphs: [
      'We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to take reasonable care. We are not responsible for delays caused by events outside our control, such as road closures, accidents or severe weather.',
      'Nothing in these terms limits our liability for death or personal injury caused by our negligence, or for fraud.',
      'These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland, you can also bring proceedings there.',
    ],
  },
];

const TERMS: OperatorDocument = {
  title: 'Terms and Conditions',
  ownUrl: 'termsUrl',
  elsewhere: { lead: 'Our Terms and Conditions are on our own site.', linkText: 'Read our Terms and Conditions' },
  sampleLabel: 'Sample terms: replace with your own',
  sections,
  companyFallback: 'us',
  contactPurpose: 'For a booking, a cancellation, lost property or a complaint',
};

/** /terms: the operator's Terms and Conditions; the demo's sample, marked as one, unless the operator's are elsewhere. */
export default function TermsPage() {
  return <OperatorDocumentPage legal={TERMS} />;
}

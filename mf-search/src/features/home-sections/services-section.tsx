import { CardList, Section } from './section.styles';

const SERVICES_TITLE = 'Our Services';

// product §1 names the topics (meet-and-greet airport pickup, flight tracking); the words are ours.
const SERVICES = [
  {
    title: 'Airport meet and greet',
    text: 'Your driver meets you in the arrivals hall with a name board, helps with your luggage and walks you to the car.',
  },
  {
    title: 'Flight tracking',
    text: 'Add your flight number when you book. We follow your flight and time the pickup to when you actually land, so a delay or an early arrival is taken care of.',
  },
  {
    title: 'Door to door, day and night',
    text: 'Home, hotel, terminal or cruise port: book a transfer for any hour, with support 24/7 if your plans change.',
  },
] as const;

/** The Services panel (SHOW_SERVICES_SECTION): what an airport pickup with us includes. */
export function ServicesSection() {
  return (
    <Section aria-labelledby="services-section-title">
      <h2 id="services-section-title">{SERVICES_TITLE}</h2>
      <CardList>
        {SERVICES.map((service) => (
          <li key={service.title}>
            <h3>{service.title}</h3>
            <p>{service.text}</p>
          </li>
        ))}
      </CardList>
    </Section>
  );
}

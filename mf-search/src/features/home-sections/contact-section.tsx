import { mailtoHref, telHref, type Settings } from '@booking/shared/domain';
import { contactDetails } from './model/visible-sections';
import { CardList, Section } from './section.styles';

const CONTACT_SECTION_TITLE = 'We support your bookings 24/7, contactable by';

/** The contact block: phone, e-mail and address cards (SHOW_CONTACT_SECTION). */
export function ContactSection({ settings }: { settings: Settings }) {
  const { phone, email, address } = contactDetails(settings);
  return (
    <Section aria-labelledby="contact-section-title">
      <h2 id="contact-section-title">{CONTACT_SECTION_TITLE}</h2>
      <CardList>
        {phone ? (
          <li>
            <h3>Phone</h3>
            <a href={telHref(phone)}>{phone}</a>
          </li>
        ) : null}
        {email ? (
          <li>
            <h3>E-mail</h3>
            <a href={mailtoHref(email)}>{email}</a>
          </li>
        ) : null}
        {address ? (
          <li>
            <h3>Address</h3>
            <address>{address}</address>
          </li>
        ) : null}
      </CardList>
    </Section>
  );
}

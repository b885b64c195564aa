import { Page, PageTitle } from '@booking/shared/ui';
import { ContactForm } from './contact-form';

/** /contactus. */
export default function ContactUsPage() {
  return (
    <Page as="section" aria-labelledby="contact-us-title">
      <PageTitle id="contact-us-title">Contact Us</PageTitle>
      <ContactForm />
    </Page>
  );
}

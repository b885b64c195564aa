import styled from 'styled-components';
import { ContactForm } from './contact-form';

const Main = styled.section`
  max-width: 900px;
  margin: 0 auto;
  padding: 24px 16px;
  h1 { margin-top: 0; }
`;

/** /contactus. */
export default function ContactUsPage() {
  return (
    <Main aria-labelledby="contact-us-title">
      <h1 id="contact-us-title">Contact Us</h1>
      <ContactForm />
    </Main>
  );
}

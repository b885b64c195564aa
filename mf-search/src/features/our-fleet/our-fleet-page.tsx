import styled from 'styled-components';
import { FleetList } from './fleet-list';

const Main = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px;
  h1 { margin-top: 0; }
`;

/** /ourfleet: every vehicle category, 4 per row on desktop (SPEC 2, 9). */
export default function OurFleetPage() {
  return (
    <Main aria-labelledby="our-fleet-title">
      <h1 id="our-fleet-title">Our Fleet</h1>
      <FleetList />
    </Main>
  );
}

import styled from 'styled-components';
import { usePopularAddresses } from '../../hooks/use-popular-addresses';
import { Section } from './section.styles';

const Places = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  button {
    width: 100%;
    min-height: 44px;
    padding: 10px 12px;
    text-align: left;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    cursor: pointer;
    &:hover {
      border-color: ${({ theme }) => theme.colors.brand};
    }
  }
`;

/** 'Popular Location' from ai-addresses; choosing one fills the pickup (SHOW_POPULAR_LOCATION). */
export function PopularLocations({ onChoose }: { onChoose: (address: string) => void }) {
  const addresses = usePopularAddresses();
  if (addresses.status !== 'ready' || addresses.data.length === 0) return null;
  return (
    <Section aria-labelledby="popular-section-title">
      <h2 id="popular-section-title">Popular Location</h2>
      <Places>
        {addresses.data.map((entry) => (
          <li key={entry.id}>
            <button type="button" onClick={() => onChoose(entry.address)}>
              {entry.address}
            </button>
          </li>
        ))}
      </Places>
    </Section>
  );
}

import styled from 'styled-components';
import { usePopularAddresses } from '../../hooks/use-popular-addresses';
import { groupPlaces, placeName } from './model/place-groups';
import { Section } from './section.styles';

const Groups = styled.div`
  display: grid;
  gap: 16px;
  h3 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    min-height: 44px;
    padding: 8px 14px;
    font: inherit;
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    cursor: pointer;
    &:hover {
      border-color: ${({ theme }) => theme.colors.brand};
      background: ${({ theme }) => theme.colors.brandSubtle};
    }
  }
`;

/**
 * 'Popular Location' from ai-addresses as compact chips grouped into airports, stations and hotels;
 * choosing one fills the pickup (SHOW_POPULAR_LOCATION). The full address goes into the form.
 */
export function PopularLocations({ onChoose }: { onChoose: (address: string) => void }) {
  const addresses = usePopularAddresses();
  if (addresses.status !== 'ready' || addresses.data.length === 0) return null;
  return (
    <Section aria-labelledby="popular-section-title">
      <h2 id="popular-section-title">Popular Location</h2>
      <Groups>
        {groupPlaces(addresses.data).map(({ group, label, places }) => (
          <div key={group} role="group" aria-labelledby={`popular-${group}`}>
            <h3 id={`popular-${group}`}>{label}</h3>
            <Chips>
              {places.map((entry) => (
                <li key={entry.id}>
                  <button type="button" title={entry.address} onClick={() => onChoose(entry.address)}>
                    {placeName(entry.address)}
                  </button>
                </li>
              ))}
            </Chips>
          </div>
        ))}
      </Groups>
    </Section>
  );
}

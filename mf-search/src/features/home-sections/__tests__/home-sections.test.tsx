import { screen, within } from '@testing-library/react';
import { fetchPopularAddresses, fetchVehicles } from '@booking/shared/api';
import { renderWithProviders } from '@booking/shared/testing';
import HomeSections from '../home-sections';

jest.mock('@booking/shared/api', () => ({
  ...jest.requireActual('@booking/shared/api'),
  fetchPopularAddresses: jest.fn(async () => []),
  fetchVehicles: jest.fn(async () => []),
}));

const renderSections = (settings: Record<string, string>) =>
  renderWithProviders(<HomeSections settings={settings} onChoosePickup={() => {}} />);

describe('Services panel (product §1: meet-and-greet airport pickup with flight tracking)', () => {
  it('describes the airport meet and greet and the flight tracking when SHOW_SERVICES_SECTION is enable', () => {
    renderSections({ SHOW_SERVICES_SECTION: 'enable' });
    const panel = within(screen.getByRole('region', { name: 'Our Services' }));
    expect(panel.getByRole('heading', { name: 'Airport meet and greet' })).toBeInTheDocument();
    expect(panel.getByRole('heading', { name: 'Flight tracking' })).toBeInTheDocument();
    expect(panel.getByText(/arrivals hall with a name board/)).toBeInTheDocument();
    expect(panel.getByText(/We follow your flight/)).toBeInTheDocument();
  });

  it('stays away when the setting is not enable', () => {
    renderSections({ SHOW_SERVICES_SECTION: 'disable' });
    expect(screen.queryByRole('region', { name: 'Our Services' })).not.toBeInTheDocument();
    expect(fetchPopularAddresses).not.toHaveBeenCalled();
    expect(fetchVehicles).not.toHaveBeenCalled();
  });
});

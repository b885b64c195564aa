import { screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { fetchPopularAddresses } from '@booking/shared/api';
import { renderWithProviders } from '@booking/shared/testing';
import { resetPopularAddresses, usePopularAddresses } from '../../hooks/use-popular-addresses';
import HomePage from '../home-page';

// Each part logs its commit (layout effects run in tree order: the form before the page's last part).
const commits: string[] = [];
function mockLogsCommit(name: string) {
  return function Logged() {
    useLayoutEffect(() => void commits.push(name), []);
    return <p>{name}</p>;
  };
}
jest.mock('@booking/shared/api', () => ({ ...jest.requireActual('@booking/shared/api'), fetchPopularAddresses: jest.fn() }));
jest.mock('../../features/search-form/quote-form', () => ({ QuoteForm: mockLogsCommit('form') }));
jest.mock('../../features/home-sections/home-sections', () => ({ __esModule: true, default: mockLogsCommit('sections') }));
jest.mock('../content-loading', () => ({ ContentLoading: mockLogsCommit('page') }));
(fetchPopularAddresses as jest.Mock).mockResolvedValue([{ id: 1, address: 'Heathrow Airport Terminal 5, Hounslow TW6 2GA' }]);

const renderHome = () => renderWithProviders(<HomePage />, { storeValues: { appSettings: { QUOTATION: 'disable' } } });

beforeEach(() => {
  commits.length = 0;
  resetPopularAddresses();
});

test('under the loading overlay, the quote form commits after the page, and the sections after the form', async () => {
  renderHome();
  await screen.findByText('sections');
  expect(commits).toEqual(['page', 'form', 'sections']);
});

test("back on the page in the same visit (no overlay), the form is there in the page's first commit", async () => {
  function PopularAddresses() {
    return <p>{usePopularAddresses().status}</p>;
  }
  const earlier = renderWithProviders(<PopularAddresses />);
  await screen.findByText('ready');
  earlier.unmount();

  renderHome();
  await screen.findByText('sections');
  expect(commits).toEqual(['form', 'page', 'sections']);
});

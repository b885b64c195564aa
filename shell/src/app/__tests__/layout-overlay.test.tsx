import { act, screen } from '@testing-library/react';
import { contentLoadsAtom, settingsStatusAtom, type SettingsStatus } from '@booking/shared/store';
import { createStoreWith, renderWithProviders } from '@booking/shared/testing';
import { EMPTY_CONFIG } from '../../config/app-config';
import { Layout } from '../layout';
import { bootHeroPicture } from '../loading-overlay';

// The page's parts that load things of their own are not under test here.
jest.mock('../../settings/use-settings-loader', () => ({ useSettingsLoader: () => () => undefined }));
jest.mock('../../layout/use-partner-companies', () => ({ usePartnerCompanies: () => [] }));
jest.mock('../../navigation/use-scroll-restoration', () => ({ useScrollRestoration: () => undefined }));
jest.mock('../../routes/route-view', () => ({ RouteView: () => <h1>Book a Trip</h1> }));

const TEXT = 'Please wait while loading content';

function renderLayout(status: SettingsStatus, contentLoads: number, bootHero: string | null = null) {
  const store = createStoreWith({});
  store.set(settingsStatusAtom, status);
  store.set(contentLoadsAtom, contentLoads);
  renderWithProviders(<Layout config={Promise.resolve(EMPTY_CONFIG)} bootHero={bootHero} />, { store });
  return store;
}

describe("the one loading overlay (product §4: 'Please wait while loading content')", () => {
  it.each([
    ['the settings load', 'loading', 0, 1],
    ['the settings load and a screen waits for a list', 'loading', 1, 1],
    ['the settings are in and a screen waits for a list', 'ready', 1, 1],
    ['the settings failed and a screen waits for a list (the failure shows instead)', 'error', 1, 0],
    ['the settings and every list are in', 'ready', 0, 0],
    ['the settings failed and no list is awaited', 'error', 0, 0],
  ] as const)('while %s (settings %s, %i list(s) awaited): %i overlay(s)', (_case, status, loads, overlays) => {
    renderLayout(status, loads);
    expect(screen.queryAllByText(TEXT)).toHaveLength(overlays);
  });

  it('lifts when the last awaited list is in', () => {
    const store = renderLayout('ready', 1);
    expect(screen.getByText(TEXT)).toBeInTheDocument();
    act(() => store.set(contentLoadsAtom, 0));
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
  });

  it("keeps the HTML's picture under the first load of the home page, and only the first", () => {
    const store = renderLayout('loading', 1, '/brand/hero.svg');
    const picture = () => screen.getByRole('status').querySelector('img');
    expect(picture()).toHaveAttribute('src', '/brand/hero.svg');
    expect(picture()).toHaveAttribute('alt', '');
    act(() => store.set(settingsStatusAtom, 'ready'));
    expect(picture()).toHaveAttribute('src', '/brand/hero.svg');
    act(() => store.set(contentLoadsAtom, 0));
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
    act(() => store.set(contentLoadsAtom, 1));
    expect(screen.getByText(TEXT)).toBeInTheDocument();
    expect(picture()).toBeNull();
  });
});

describe('bootHeroPicture: the picture the server put in the loading screen', () => {
  it.each([
    ['<div class="boot-overlay"><img class="boot-hero" src="/brand/hero.svg" alt=""><span></span></div>', '/brand/hero.svg'],
    ['<div class="boot-overlay"><span></span></div>', null],
    ['<div class="boot-overlay"><img src="/other.png" alt=""></div>', null],
  ])('%s -> %s', (html, picture) => {
    const root = document.createElement('div');
    root.innerHTML = html;
    expect(bootHeroPicture(root)).toBe(picture);
  });
});

import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { rootDir } from '../../fixtures/env';

// What the journeys with a Google Maps key share: the visitor's moves on the search screen, and the
// open data the stand-in answers from, read here on their own so a spec can tell real coordinates.

/** Types into an address box and waits for its suggestions (a listbox named after the box). */
export async function typeAddress(page: Page, label: string, text: string) {
  await page.getByRole('combobox', { name: label, exact: true }).fill(text);
  return page.getByRole('listbox', { name: `${label} suggestions` });
}

/** Types, picks the suggestion with exactly this text and checks the box holds it. */
export async function chooseAddress(page: Page, label: string, text: string, suggestion: string) {
  const list = await typeAddress(page, label, text);
  await list.getByRole('option', { name: suggestion, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label, exact: true })).toHaveValue(suggestion);
}

/** Console errors and uncaught page errors of a page, from now on. */
export function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** Warnings the site logged, from now on (it logs each Maps failure as one, the error's message in it). */
export function warningsOf(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  return warnings;
}

/** A postcode district's centre in the open data the sandbox geocodes with (ONS, sandbox-api/data-src). */
export function districtCentre(outcode: string): { lat: number; lng: number } {
  const line = readFileSync(`${rootDir}sandbox-api/data-src/uk-postcode-districts.csv`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith(`${outcode},`));
  if (!line) throw new Error(`No district ${outcode} in the open data`);
  const [, lat, lng] = line.split(',').map(Number);
  return { lat, lng };
}

export const journeyMap = (page: Page) => page.getByRole('region', { name: 'Journey map' });
export const journeySummary = (page: Page) => page.getByRole('region', { name: 'Journey summary' });

import { expect, type Page } from '@playwright/test';

// Small helpers for mf-search's journeys: what a visitor does on the search screen.

/** Types into an address box and, when given, picks the suggestion with that text. */
export async function fillAddress(page: Page, label: string, text: string, suggestion?: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.fill(text);
  if (suggestion) await page.getByRole('option', { name: suggestion }).click();
  await expect(box).toHaveValue(suggestion ?? text);
}

/** A stored item as the store writes it (plain JSON; base64 JSON for the encoded ones). */
export async function stored<T = unknown>(page: Page, key: string, encoded = false): Promise<T | null> {
  return page.evaluate(
    ({ key, encoded }) => {
      const raw = window.localStorage.getItem(key);
      if (raw === null) return null;
      const text = encoded ? new TextDecoder().decode(Uint8Array.from(atob(raw), (c) => c.charCodeAt(0))) : raw;
      try {
        return JSON.parse(text);
      } catch {
        return text;
      }
    },
    { key, encoded },
  );
}

/** Opens the home screen and waits for the search form. */
export async function openHome(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Book a Trip', level: 1 })).toBeVisible();
}

export const quoteButton = (page: Page) => page.getByRole('button', { name: 'Quote and Book' });

/** The price popup (a modal dialog) by its title. */
export const popup = (page: Page, title: string) =>
  page.getByRole('dialog', { name: title }).or(page.getByRole('alertdialog', { name: title }));

/** The UK wall clock `minutes` from now: its date (yyyy-mm-dd), the forms' hour ('3pm') and the 24-hour hour. */
export function ukClock(minutes = 0) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(Date.now() + minutes * 60_000)
      .map((part) => [part.type, part.value]),
  );
  const h = Number(parts.hour);
  const hour = h === 0 ? '12am' : h < 12 ? `${h}am` : h === 12 ? '12pm' : `${h - 12}pm`;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour, hour24: h };
}

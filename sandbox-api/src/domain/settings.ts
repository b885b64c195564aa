import { prepared, type Db } from '../db/open';

export type Settings = Record<string, string>;

export function readSettings(db: Db): Settings {
  const rows = prepared(db, 'SELECT name, value FROM settings ORDER BY name').all() as { name: string; value: string }[];
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

export function writeSettings(db: Db, settings: Settings): void {
  const upsert = prepared(db, 'INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value');
  db.transaction(() => Object.entries(settings).forEach(([name, value]) => upsert.run(name, value)))();
}

/** A numeric setting; anything unreadable or negative counts as 0 (the feature is off). */
export function settingAmount(settings: Settings, name: string): number {
  const value = Number(settings[name]);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export const isEnabled = (settings: Settings, name: string) => settings[name] === 'enable';

/** SHOWPAYINCAR, SHOWCARD, ROUND_OFF: read as the site reads them (trimmed, any case), so both agree on money. */
export const isYes = (settings: Settings, name: string) => (settings[name] ?? '').trim().toLowerCase() === 'yes';

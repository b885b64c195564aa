import { useEffect, useMemo } from 'react';
import { checkPath, checkSettings, type CorporateAreaSettings } from '../lib/area-options';
import type { AreaOptions } from '../lib/area';
import { AreaRoot } from './area-root';

/**
 * The area's options. In component mode every path is a path of the host's router, below its
 * basename, as the host's own `<Link to>` (README "Paths"); in app mode, a path of the site.
 */
export interface CorporateAreaProps {
  /** Where the area lives in the host's router, e.g. '/corporate' (default '', the router's root). */
  basePath?: string;
  /** Where Book Now leads: the host's booking page (product §10 "Routes"; default '/'). */
  bookNowPath?: string;
  /** Where the sidebar's operator name and the sign-in's 'Back to the home page' lead (default '/'). */
  homePath?: string;
  /** Called after sign-out, in place of going to `homePath`. */
  onSignOut?: () => void;
  /** The operator's currency, rounding and name (defaults: 'GBP', false, 'Home'). */
  settings?: CorporateAreaSettings;
}

/** The props checked: a wrong option is named on the console and its default used, never a blank area. */
function checkProps({ basePath, bookNowPath, homePath, onSignOut, settings }: CorporateAreaProps) {
  const checked = [checkPath('bookNowPath', bookNowPath, '/'), checkPath('homePath', homePath, '/'), checkSettings(settings)] as const;
  const problems = checked.flatMap((check) => check.problems);
  if (basePath !== undefined && typeof basePath !== 'string')
    problems.push(`mf_corporate: basePath must be a path such as '/corporate'; using ''.`);
  if (onSignOut !== undefined && typeof onSignOut !== 'function')
    problems.push('mf_corporate: onSignOut must be a function; going to homePath instead.');
  const options: AreaOptions = {
    basePath: typeof basePath === 'string' ? basePath : '',
    bookNowPath: checked[0].value,
    homePath: checked[1].value,
    onSignOut: typeof onSignOut === 'function' ? onSignOut : undefined,
    settings: checked[2].value,
  };
  return { options, problems };
}

const keyOf = (value: unknown): unknown => {
  try {
    return JSON.stringify(value);
  } catch {
    return value;
  }
};

/**
 * Exposed as mf_corporate/CorporateArea: sign-in, bookings and profile for any host (README). Its
 * pages live under `basePath` (login, bookings, my-account, book-now).
 */
export default function CorporateArea({ basePath, bookNowPath, homePath, onSignOut, settings }: CorporateAreaProps) {
  // Checked again only when a value changes: a host may pass a new `settings` object on every render.
  const settingsKey = keyOf(settings);
  const { options, problems } = useMemo(
    () => checkProps({ basePath, bookNowPath, homePath, onSignOut, settings }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [basePath, bookNowPath, homePath, onSignOut, settingsKey],
  );
  const report = problems.join('\n');
  useEffect(() => {
    if (report) console.error(report);
  }, [report]);
  return <AreaRoot options={options} />;
}

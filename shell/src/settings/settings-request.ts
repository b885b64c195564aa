import { fetchSettings } from '@booking/shared/api';

type SettingsList = Awaited<ReturnType<typeof fetchSettings>>;

let request: Promise<SettingsList> | null = null;

/**
 * The visit's one GET settings-flat. The page's start (index.ts) asks for it as soon as the API
 * client has loaded, so the request is on the wire while React renders, and its first-use cost
 * (axios' config merge, the XHR, the cookie read) runs in a task of its own instead of inside the
 * first commit's effects (docs/decisions/start-up.md). The loader then takes the same answer, or the same failure.
 */
export function requestSettings(): Promise<SettingsList> {
  request ??= fetchSettings();
  return request;
}

/** Forgets a failed request, so that the next `requestSettings` asks the API again (the visitor's "Try again"). */
export function forgetSettingsRequest(): void {
  request = null;
}

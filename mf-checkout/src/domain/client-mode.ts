import type { ClientMode } from '@booking/shared/api';
import { isEnabled, SETTING_KEYS, type Settings } from '@booking/shared/domain';

export type { ClientMode };

/**
 * product §4 "Client mode": from existing or guest, new gives new_client; from new or guest, existing
 * gives existing_client; from new or existing, guest gives guest_login. Staying put changes nothing.
 * Written as a table so a future rule that forbids a move shows up here.
 */
const TRANSITIONS: Readonly<Record<ClientMode, Readonly<Partial<Record<ClientMode, ClientMode>>>>> = {
  guest_login: { new_client: 'new_client', existing_client: 'existing_client' },
  new_client: { existing_client: 'existing_client', guest_login: 'guest_login' },
  existing_client: { new_client: 'new_client', guest_login: 'guest_login' },
};

export function switchClientMode(from: ClientMode, to: ClientMode): ClientMode {
  return TRANSITIONS[from]?.[to] ?? from;
}

/** product §10 "Settings": GUEST_LOGIN=enable offers guest mode and makes it the default; otherwise new client. */
export function availableClientModes(settings: Settings | null | undefined): ClientMode[] {
  return isEnabled(settings, SETTING_KEYS.GUEST_LOGIN)
    ? ['guest_login', 'new_client', 'existing_client']
    : ['new_client', 'existing_client'];
}

export function defaultClientMode(settings: Settings | null | undefined): ClientMode {
  return availableClientModes(settings)[0];
}

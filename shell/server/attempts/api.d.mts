export type ApiSettings = { apiBaseUrl: string; publicKey?: string; secretKey?: string; [key: string]: unknown };
export type ApiAnswer = { ok: boolean; status: number; body: unknown; message: string | null };
export function createSession(
  settings: ApiSettings,
  options: { amount: number; returnUrl: string; forwardedFor?: string | null },
): Promise<ApiAnswer>;
export function paymentOf(settings: ApiSettings, sessionId: string, options?: { forwardedFor?: string | null }): Promise<ApiAnswer>;
export function book(
  settings: ApiSettings,
  booking: unknown,
  options: { idempotencyKey: string; token: string | null; forwardedFor: string | null },
): Promise<ApiAnswer>;
export const SERVER_CALLS: string[];

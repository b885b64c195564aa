import axios, { type AxiosRequestConfig } from 'axios';
import type * as z from 'zod/mini';
import { clientUrl, type Endpoint } from './endpoint';

/** The site's one HTTP client. Keys are added by the shell's server proxy, never in the browser. */
const API_TIMEOUT_MS = 20_000;
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';
export const NETWORK_MESSAGE = 'We could not reach the server. Please check your connection and try again.';
export const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent an answer we could not read. Please try again.';
export const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

export const http = axios.create({
  baseURL: '/api',
  timeout: API_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
});

/** Every failed call becomes one of these; `message` is fit to show a user. */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly data: unknown;

  constructor(message: string, status?: number, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

function serverMessage(data: unknown): string | undefined {
  if (typeof data === 'string' && data.trim() && !data.trimStart().startsWith('<')) return data.trim();
  if (!data || typeof data !== 'object') return undefined;
  const body = data as Record<string, unknown>;
  for (const key of ['message', 'error'] as const) {
    const value = body[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

/** Maps anything thrown by a call (axios error, zod error, other) to an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isAxiosError(error)) {
    const status = error.response?.status;
    const data = error.response?.data;
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return new ApiError(TIMEOUT_MESSAGE, status, data);
    if (!error.response) return new ApiError(NETWORK_MESSAGE);
    return new ApiError(serverMessage(data) ?? `${GENERIC_MESSAGE} (error ${status})`, status, data);
  }
  // zod classic names its error 'ZodError', zod/mini (the API's schemas) '$ZodError'.
  if (error && typeof error === 'object' && ['ZodError', '$ZodError'].includes((error as { name?: string }).name ?? '')) {
    return new ApiError(UNEXPECTED_RESPONSE_MESSAGE, undefined, error);
  }
  return new ApiError(error instanceof Error && error.message ? error.message : GENERIC_MESSAGE);
}

/** A 2xx body that says `success: false`: the API refused (product §10 "Money, trust and privacy"), whatever else the body holds. */
const saysNo = (data: unknown): boolean => typeof data === 'object' && data !== null && (data as { success?: unknown }).success === false;

/** The API answered and refused (`success: false` in a 2xx answer), rather than failing to answer. */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status !== undefined && error.status < 300 && saysNo(error.data);

export const bearer = (token: string): AxiosRequestConfig => ({ headers: { Authorization: `Bearer ${token}` } });

/**
 * Sends a request and parses the answer with its schema; every failure is an ApiError, a 2xx answer
 * with `success: false` included, with the API's message like any other error's.
 */
export async function request<S extends z.ZodMiniType>(config: AxiosRequestConfig, schema: S): Promise<z.infer<S>> {
  try {
    const response = await http.request<unknown>(config);
    if (saysNo(response.data)) throw new ApiError(serverMessage(response.data) ?? GENERIC_MESSAGE, response.status, response.data);
    const parsed = schema.safeParse(response.data);
    if (!parsed.success) {
      // Logged for developers; the user sees a plain sentence.
      console.error(`Unexpected response from ${config.method ?? 'GET'} ${config.url}`, parsed.error.issues);
      throw new ApiError(UNEXPECTED_RESPONSE_MESSAGE, response.status, response.data);
    }
    return parsed.data;
  } catch (error) {
    throw toApiError(error);
  }
}

/** A call of the endpoint table (endpoints.ts): its method, its path (with `param` filled in) and its response schema. */
export const callEndpoint = <S extends z.ZodMiniType>(
  entry: Pick<Endpoint, 'method' | 'path'>,
  response: S,
  config: Omit<AxiosRequestConfig, 'method' | 'url'> = {},
  param?: string | number,
): Promise<z.infer<S>> => request({ method: entry.method, url: clientUrl(entry, param), ...config }, response);

/**
 * The one HTTP client for the API. Every request carries the session cookie, sends and reads
 * JSON, and turns a non-OK answer into an {@link ApiError}.
 */

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;

  constructor(message: string, status: number, options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
  }
}

/**
 * The message for a failed response: the body's `error` field when the body is JSON with one,
 * else `fallback` when given, else "<status>: <body text or status text>".
 */
export function errorMessageOf(
  response: { status: number; statusText: string },
  bodyText: string,
  fallback?: string,
): string {
  const serverMessage = errorFieldOf(bodyText);
  if (serverMessage) return serverMessage;
  if (fallback) return fallback;
  return `${response.status}: ${bodyText || response.statusText}`;
}

function errorFieldOf(bodyText: string): string | undefined {
  if (!bodyText) return undefined;
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object' && 'error' in parsed) {
      const { error } = parsed as { error: unknown };
      if (typeof error === 'string' && error.trim()) return error;
    }
  } catch {
    // Not JSON: the caller falls back to the status line.
  }
  return undefined;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  /** Used instead of the status line when the failed response carries no `error` field. */
  errorMessage?: string;
  signal?: AbortSignal;
}

export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, errorMessage, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const response = await fetch(url, { method, headers, body: payload, credentials: 'include', signal });
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(errorMessageOf(response, text, errorMessage), response.status);
  }
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch (cause) {
    throw new ApiError(`${response.status}: response is not JSON`, response.status, { cause });
  }
}

export const api = {
  get: <T>(url: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(url, { ...options, method: 'GET' }),
  post: <T>(url: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(url, { ...options, method: 'POST', body }),
  patch: <T>(url: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(url, { ...options, method: 'PATCH', body }),
};

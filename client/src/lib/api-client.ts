/** The one fetch helper. A non-OK answer becomes an ApiError whose message reads "{status}: {body or status text}". */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's `{ message }`, when the body is our JSON error shape. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body);
      return typeof parsed?.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }

  /** The server's `code`, where it names the kind of refusal (`e_invoice_not_ready`). */
  get code(): string | undefined {
    try {
      const parsed = JSON.parse(this.body);
      return typeof parsed?.code === 'string' ? parsed.code : undefined;
    } catch {
      return undefined;
    }
  }

  /** The answer's `errors` in order: each field to fix with its message. */
  get errors(): { path: string; message: string }[] {
    try {
      const parsed = JSON.parse(this.body);
      return Array.isArray(parsed?.errors) ? parsed.errors : [];
    } catch {
      return [];
    }
  }

  /** Per-field messages of a 400 answer, keyed by field path. */
  get fieldErrors(): Record<string, string> {
    return Object.fromEntries(this.errors.map((e) => [e.path, e.message]));
  }
}

export function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  return send<T>(url, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A file sent as the raw body with its own type (the company logo), answered like any other request. */
export function apiUpload<T = unknown>(method: 'PUT' | 'POST', url: string, file: Blob): Promise<T> {
  return send<T>(url, {
    method,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
  });
}

async function send<T>(url: string, init: RequestInit): Promise<T> {
  const res = await fetch(url, { ...init, credentials: 'include' });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? res.json() : res.text()) as Promise<T>;
}

export const api = {
  get: <T>(url: string) => apiRequest<T>('GET', url),
  post: <T>(url: string, body?: unknown) => apiRequest<T>('POST', url, body),
  put: <T>(url: string, body?: unknown) => apiRequest<T>('PUT', url, body),
  patch: <T>(url: string, body?: unknown) => apiRequest<T>('PATCH', url, body),
  delete: <T>(url: string) => apiRequest<T>('DELETE', url),
};

/** The message to put in a toast: the server's own words when it sent some, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, errorMessage } from './api-client';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  it('turns a non-OK answer into "{status}: {body}"', async () => {
    stubFetch(409, '{"message":"An account with this email already exists."}');
    const error = (await api.post('/api/auth/register', { email: 'a@b.co' }).catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('409: {"message":"An account with this email already exists."}');
    expect(errorMessage(error, 'fallback')).toBe('An account with this email already exists.');
  });

  it('uses the status text when the body is empty, and the fallback for toasts', async () => {
    stubFetch(502, '', 'Bad Gateway');
    const error = (await api.get('/api/x').catch((e) => e)) as ApiError;
    expect(error.message).toBe('502: Bad Gateway');
    expect(errorMessage(error, 'Failed to load')).toBe('Failed to load');
  });

  it('sends credentials, and JSON only when there is a body', async () => {
    const fetchMock = stubFetch(200, '{"ok":true}');
    await api.post('/api/auth/logout');
    await api.put('/api/settings', { currency: 'EUR' });
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0][1]).toMatchObject({ method: 'POST', credentials: 'include', body: undefined });
    expect(calls[1][1]).toMatchObject({
      method: 'PUT',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"currency":"EUR"}',
    });
  });

  it('exposes per-field messages of a 400 answer', async () => {
    stubFetch(
      400,
      JSON.stringify({
        message: 'x',
        errors: [{ path: 'email', message: 'Please enter a valid email address' }],
      }),
    );
    const error = (await api.post('/api/clients', {}).catch((e) => e)) as ApiError;
    expect(error.fieldErrors).toEqual({ email: 'Please enter a valid email address' });
  });
});

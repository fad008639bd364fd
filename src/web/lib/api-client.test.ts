import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client';

const respond = (status: number, body: unknown, type = 'application/json') =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': type },
    }),
  );

afterEach(() => vi.restoreAllMocks());

describe('api', () => {
  it('sends JSON and returns the parsed body', async () => {
    const fetchSpy = respond(200, { ok: true });
    await expect(api('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [, init] = fetchSpy.mock.calls[0]!;
    expect(init?.body).toBe('{"a":1}');
    expect((init?.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('turns problem+json into an ApiError with field messages', async () => {
    respond(
      400,
      {
        type: 'x',
        title: 'Bad Request',
        status: 400,
        detail: 'The request body is not valid.',
        errors: [{ path: 'email', message: 'Enter a valid email' }],
      },
      'application/problem+json',
    );
    const err = await api('/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    expect((err as ApiError).message).toBe('The request body is not valid.');
    expect((err as ApiError).fieldMessage('email')).toBe('Enter a valid email');
  });

  it('gives a readable error when the network fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api('/api/x')).rejects.toMatchObject({
      status: 0,
      message: expect.stringMatching(/reach Angle/),
    });
  });
});

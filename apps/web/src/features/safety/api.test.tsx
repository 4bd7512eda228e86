import { CRISIS_LINES, type CrisisLine } from '@maeum/api-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../shared/api/query-client';
import { mockApi } from '../../test/mock-api';
import { useCrisisLines } from './api';

const SERVER_LINES: CrisisLine[] = [
  { number: '109', tel: '109', label: { en: 'Suicide prevention, as the server says', ko: '서버의 109' } },
];

function renderLines() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCrisisLines(), { wrapper });
}

describe('useCrisisLines', () => {
  it('has the built-in lines at once, then the server’s, asked without a token', async () => {
    const api = mockApi({ 'GET /api/safety/crisis-lines': { status: 200, body: { lines: SERVER_LINES } } });
    const { result } = renderLines();

    expect(result.current).toEqual(CRISIS_LINES);
    await waitFor(() => expect(result.current).toEqual(SERVER_LINES));
    const [call] = api.calls('GET /api/safety/crisis-lines');
    expect(call!.headers.get('authorization')).toBeNull();
  });

  it('keeps the built-in lines when the request fails', async () => {
    const api = mockApi({
      'GET /api/safety/crisis-lines': {
        status: 500,
        body: { statusCode: 500, code: 'internal', message: '' },
      },
    });
    const { result } = renderLines();

    await waitFor(() => expect(api.calls('GET /api/safety/crisis-lines').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toEqual(CRISIS_LINES);
  });

  it('keeps the built-in lines when the server sends none', async () => {
    const api = mockApi({ 'GET /api/safety/crisis-lines': { status: 200, body: { lines: [] } } });
    const { result } = renderLines();

    await waitFor(() => expect(api.calls('GET /api/safety/crisis-lines')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toEqual(CRISIS_LINES);
  });
});

import { useQueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryClientSlot, QueryClientSlotContext } from '../shared/api/query-client-slot';
import { QueryBoundary } from '../shared/api/query-boundary';

describe('QueryBoundary', () => {
  it('gives every boundary under one app the same client, which the slot clears', () => {
    const slot = new QueryClientSlot();
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useQueryClient());
      return null;
    }

    render(
      <QueryClientSlotContext.Provider value={slot}>
        <QueryBoundary>
          <Probe />
        </QueryBoundary>
        <QueryBoundary>
          <Probe />
        </QueryBoundary>
      </QueryClientSlotContext.Provider>,
    );

    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    const client = seen[0] as ReturnType<typeof useQueryClient>;
    client.setQueryData(['me'], { id: 1 });
    slot.clear();
    expect(client.getQueryData(['me'])).toBeUndefined();
  });
});

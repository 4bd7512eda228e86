import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../theme/theme-provider';
import { LazyToaster } from './lazy-toaster';
import { toast } from './toast';

describe('toast', () => {
  it('mounts the toast area with the first toast, and shows that toast', async () => {
    const { container } = render(
      <ThemeProvider>
        <LazyToaster />
      </ThemeProvider>,
    );
    expect(container.querySelector('[data-sonner-toaster]')).toBeNull();

    toast.success('Saved your answers');

    expect(await screen.findByText('Saved your answers')).toBeVisible();
    toast.error('Could not save');
    expect(await screen.findByText('Could not save')).toBeVisible();
  });
});

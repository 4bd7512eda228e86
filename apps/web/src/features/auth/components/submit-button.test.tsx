import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button';

describe('SubmitButton', () => {
  it("says the form's action while idle", () => {
    render(<SubmitButton copy="signIn" pending={false} limit={{ retryAfterMs: 0 }} />);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('is busy, and disabled, while the request runs', () => {
    render(<SubmitButton copy="reset" pending limit={{ retryAfterMs: 0 }} />);
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });

  it('counts down the time left while the rate limit blocks it, even when a request is still running', () => {
    render(<SubmitButton copy="forgot" pending limit={{ retryAfterMs: 90_000 }} />);
    expect(screen.getByRole('button', { name: 'Try again in 1:30' })).toBeDisabled();
  });
});

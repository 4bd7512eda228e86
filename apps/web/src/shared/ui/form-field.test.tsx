import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { Input } from './input';

describe('FormField', () => {
  it('names the control by its label and describes it by its hint, its error and any extra text', () => {
    render(
      <>
        <FormField
          label="Nickname"
          description="Shown to you only"
          error="Nickname is required"
          aria-describedby="extra"
          name="nickname"
        >
          {(control) => <Input {...control} />}
        </FormField>
        <p id="extra">Up to 30 characters</p>
      </>,
    );

    const input = screen.getByRole('textbox', { name: 'Nickname' });
    expect(input).toHaveAttribute('name', 'nickname');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Nickname is required Shown to you only Up to 30 characters');
  });

  it('is neither invalid nor described when there is nothing to say, and keeps a given id', () => {
    render(
      <FormField label="Nickname" id="nickname">
        {(control) => <Input {...control} />}
      </FormField>,
    );

    const input = screen.getByLabelText('Nickname');
    expect(input).toHaveAttribute('id', 'nickname');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});

import { render, screen } from '@testing-library/react';
import { PasswordField } from './password-field.js';

describe('PasswordField', () => {
  it('masks a required input and hints a new password to password managers', () => {
    render(<PasswordField label="New password" purpose="new" name="new_password1" description="At least 8 characters." />);
    const input = screen.getByLabelText<HTMLInputElement>(/New password/);
    expect(input.type).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
    expect(input.required).toBe(true);
    expect(input.name).toBe('new_password1');
  });

  it('hints the current password for signing in or confirming', () => {
    render(<PasswordField label="Password" purpose="current" name="password" errors={['Enter your password.']} />);
    const input = screen.getByLabelText<HTMLInputElement>(/Password/);
    expect(input.getAttribute('autocomplete')).toBe('current-password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});

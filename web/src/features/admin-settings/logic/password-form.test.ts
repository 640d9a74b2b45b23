import { describe, expect, it } from 'vitest';
import { passwordForm } from './password-form.ts';

const message = (values: { currentPassword: string; newPassword: string; confirmPassword: string }) => {
  const result = passwordForm.safeParse(values);
  return result.success ? null : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('passwordForm', () => {
  it('says the first rule that fails, in the documented order, as one message for the whole form', () => {
    expect(message({ currentPassword: 'Vecchia1!', newPassword: 'Nuova1!x', confirmPassword: '' })).toEqual([
      ['root', 'Tutti i campi sono obbligatori'],
    ]);
    // A short password is said before a confirmation that differs, and that before a missing complexity.
    expect(message({ currentPassword: 'Vecchia1!', newPassword: 'corta', confirmPassword: 'altra' })?.[0]?.[1]).toMatch(/8 caratteri/);
    expect(message({ currentPassword: 'Vecchia1!', newPassword: 'semplicissima', confirmPassword: 'diversa' })?.[0]?.[1]).toMatch(
      /non corrispondono/,
    );
    expect(message({ currentPassword: 'Vecchia1!', newPassword: 'Nuova1!x', confirmPassword: 'Nuova1!x' })).toBeNull();
  });
});

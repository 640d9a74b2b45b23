import { z } from 'zod';
import { issueSaying } from '@nbp/contracts/errors';
import { passwordChangeProblem } from '@nbp/contracts/http/identity';

/**
 * The settings form's schema: the password rules `changePasswordInput` runs on the server
 * (`passwordChangeProblem`), with the confirmation the form adds, in their documented order
 * (docs/product/texts.md#password). The first that fails is the one message above the form
 * (`errors.root`), as the server's own refusal is.
 */
export const passwordForm = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((values, ctx) => {
    const problem = passwordChangeProblem(values, true);
    if (problem) ctx.addIssue(issueSaying(problem, ['root']));
  });

export const EMPTY_PASSWORD_FORM = { currentPassword: '', newPassword: '', confirmPassword: '' };

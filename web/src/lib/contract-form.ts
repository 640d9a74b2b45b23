import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';

/**
 * The back office's one form idiom (docs/back-office.md#forms): react-hook-form, checked on submit
 * by a zod schema of the contracts (the one the service parses the request with, or a form schema
 * built on it), the values typed kept as the inputs hold them.
 *
 * As the screens always did, a field's message stays until the next submit or until that field
 * changes (`reValidateMode: 'onSubmit'` and `bind`'s clearing), instead of being re-checked at
 * every key; focus stays where it is unless `focusError` (the sign-in form) moves it to the first
 * refused field.
 */
export function useContractForm<Input extends FieldValues, Output>(
  // A schema typed only by its output (a refined contract) takes its input from the defaults.
  schema: z.ZodType<Output, Input> | z.ZodType<Output, unknown>,
  defaultValues: DefaultValues<Input>,
  { focusError = false }: { focusError?: boolean } = {},
) {
  const form = useForm<Input, unknown, Output>({
    // zodResolver's types tie the schema's input to the form's values; a refined contract's input is unknown.
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    reValidateMode: 'onSubmit',
    shouldFocusError: focusError,
  });
  const { errors } = form.formState;
  /** A text, select or checkbox field's props: registered, with its message, which a change clears. */
  const bind = (name: Path<Input>, onChange?: () => void): BoundField => ({
    ...form.register(name, {
      onChange: () => {
        form.clearErrors(name);
        onChange?.();
      },
    }),
    error: messageAt(errors, name),
  });
  /**
   * The same for a select: it also starts on the form's value as its default, so the option is
   * chosen before the form looks at what the select shows (a select whose options come later is
   * mounted again with them).
   */
  const bindSelect = (name: Path<Input>): BoundField & { defaultValue: string } => ({
    ...bind(name),
    defaultValue: String(form.getValues(name) ?? ''),
  });
  return { ...form, bind, bindSelect };
}

/** What `useContractForm` gives, for the parts of a form drawn by other components. */
export type ContractForm<Input extends FieldValues, Output = Input> = ReturnType<typeof useContractForm<Input, Output>>;

/** What `bind` gives a field of components/ui/field.tsx. */
export type BoundField = UseFormRegisterReturn & { error?: string };

/** The first message at or below `name` (a list field's message may sit on one of its entries). */
export function messageAt<T extends FieldValues>(errors: FieldErrors<T>, name: string): string | undefined {
  return firstMessage(name.split('.').reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), errors));
}

/** The first message of an error tree, in the order the schema reported them, with its path. */
export function firstError(errors: unknown, path: string[] = []): { path: string[]; message: string } | undefined {
  if (!isObject(errors)) return undefined;
  if (typeof errors.message === 'string' && errors.message) return { path, message: errors.message };
  for (const [key, value] of Object.entries(errors)) {
    // `ref` is the input itself, `types` the other messages of the same field.
    if (key === 'ref' || key === 'types') continue;
    const found = firstError(value, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

const firstMessage = (errors: unknown) => firstError(errors)?.message;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A form schema that builds the request from the typed values and checks it with the contract, the
 * contract's messages on the fields they name: the request sent is the one built, as the server will
 * parse it with that same contract.
 */
export function checkedBy<Values, Request>(contract: z.ZodType, build: (values: Values) => Request) {
  return z.custom<Values>().transform((values, ctx) => {
    const request = build(values);
    const checked = contract.safeParse(request);
    if (!checked.success) {
      for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return request;
  });
}

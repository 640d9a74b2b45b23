import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useToast } from '../../../components/ui/toast.tsx';
import { REQUIRED_MESSAGE } from '../logic/booking-form.ts';

/** The booking dialogs' refused submit: a required field left blank also says 'Campi mancanti' in a toast. */
export function useMissingFieldsToast() {
  const { toast } = useToast();
  return (errors: FieldErrors<FieldValues>) => {
    if (Object.values(errors).some((error) => error?.message === REQUIRED_MESSAGE)) {
      toast({ title: 'Campi mancanti', description: 'Compila tutti i campi obbligatori.', variant: 'destructive' });
    }
  };
}

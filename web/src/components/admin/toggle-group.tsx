import { Button, type ButtonVariant } from '../ui/button.tsx';

/**
 * Small buttons of which one is chosen (aria-pressed): the planning's Settimana / Mese, the bookings'
 * quick ranges. The chosen one is primary, the others `$off`.
 */
export function ToggleGroup<Value extends string>({
  label,
  options,
  value,
  onChange,
  off = 'outline',
  className,
}: {
  /** The group's accessible name. */
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  off?: ButtonVariant;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={className}>
      {options.map((option) => (
        <Button
          key={option.value}
          type="button"
          $size="sm"
          $variant={value === option.value ? 'primary' : off}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}

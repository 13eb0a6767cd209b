import { Search } from 'lucide-react';
import { FormField } from './form-field';
import { Input } from './input';

/** A labelled search box with its icon; the placeholder only hints at what it searches. */
export function SearchField({
  label,
  value,
  onValueChange,
  placeholder,
  className,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  className?: string;
}) {
  return (
    <FormField label={label} className={className}>
      {(f) => (
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            {...f}
            type="search"
            autoComplete="off"
            placeholder={placeholder}
            value={value}
            onChange={(e) => onValueChange(e.target.value)}
            className="pl-8"
          />
        </div>
      )}
    </FormField>
  );
}

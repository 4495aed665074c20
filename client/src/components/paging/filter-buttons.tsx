import { cn } from '@/lib/cn';

type Props<T extends string> = {
  /** The group's accessible name (what the buttons choose). */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
};

/** One pressed button among a list's filters: the staff lists' server-side status choice. */
export function FilterButtons<T extends string>({ label, options, value, onChange }: Props<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex flex-wrap rounded-md border border-border p-1"
    >
      {options.map((f) => (
        <button
          key={f.value}
          type="button"
          aria-pressed={value === f.value}
          onClick={() => onChange(f.value)}
          className={cn('rounded px-3 py-1 text-sm', value === f.value && 'bg-muted font-semibold')}
        >
          {f.label}
        </button>
      ))}
    </div>
  );
}

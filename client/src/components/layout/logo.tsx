export function Logo({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-2 text-lg font-bold tracking-tight text-foreground ${className}`}
    >
      <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#4338ca" />
        <path d="M10 8h6.5a8 8 0 0 1 0 16H10z" fill="none" stroke="#fff" strokeWidth="3" />
      </svg>
      Duely
    </span>
  );
}

// A spinning ring. Drawn inline (lucide's loader-circle path) and without cn(): the loading
// screen ships in the entry chunk, which must stay free of tailwind-merge and the icon runtime.
interface SpinnerProps {
  className?: string;
  /** When given, the spinner announces itself as a status with this text (visually hidden). */
  label?: string;
}

export function Spinner({ className = '', label }: SpinnerProps) {
  const size = /(^|\s)size-/.test(className) ? '' : 'size-5 ';
  const icon = (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`${size}motion-safe:animate-spin ${className}`.trim()}
    >
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </svg>
  );
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}

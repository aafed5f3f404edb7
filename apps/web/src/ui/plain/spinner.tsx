/** MUI's CircularProgress (indeterminate, 40 px, the primary colour) without MUI. */
export function Spinner({ label }: { label: string }) {
  return (
    <span className="plain-spinner" role="progressbar" aria-label={label}>
      <svg viewBox="22 22 44 44" aria-hidden="true">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}

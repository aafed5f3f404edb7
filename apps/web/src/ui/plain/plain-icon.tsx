/** An icon as SVG paths on a 24 × 24 box (Material icons, the same as @mui/icons-material's). */
export type IconPaths = readonly string[];

/** MUI's SvgIcon without MUI: decorative (hidden from screen readers), the size of the text unless `size` says. */
export function PlainIcon({ icon, className, size }: { icon: IconPaths; className?: string; size?: number }) {
  return (
    <svg
      className={className ? `plain-icon ${className}` : 'plain-icon'}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      style={size ? { fontSize: size } : undefined}
    >
      {icon.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

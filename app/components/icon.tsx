import type { IconDefinition } from "@fortawesome/free-solid-svg-icons";

interface IconProps {
  icon: IconDefinition;
  className?: string;
  /** When set, the icon is announced; otherwise it is decorative. */
  title?: string;
}

/**
 * Renders a Font Awesome icon as inline SVG: only the icons a page imports are
 * bundled, with no icon font and no runtime library.
 */
export function Icon({ icon, className, title }: IconProps) {
  const [width, height, , , pathData] = icon.icon;
  const paths = Array.isArray(pathData) ? pathData : [pathData];
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      viewBox={`0 0 ${width} ${height}`}
      width="1em"
      height="1em"
      fill="currentColor"
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

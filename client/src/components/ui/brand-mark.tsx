import { BRAND_NAME } from '@shared/constants';

/**
 * The restaurant's mark (the site icon's drawing) written into the page: as an <img> of
 * /favicon.svg it was a second download of the icon the browser fetches anyway.
 */
export function BrandMark({ size, className }: { size: number; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      role="img"
      aria-label={`${BRAND_NAME} logo`}
      className={className}
    >
      <rect width="64" height="64" rx="12" fill="#14110f" />
      <text
        x="32"
        y="43"
        fontFamily="Georgia,serif"
        fontSize="30"
        textAnchor="middle"
        fill="#d4af37"
      >
        TR
      </text>
    </svg>
  );
}

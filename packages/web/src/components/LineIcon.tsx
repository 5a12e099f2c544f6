import type { ReactNode, SVGProps } from 'react';

/**
 * A small line drawing in the text colour, hidden from screen readers (its button has the name).
 * Drawings rather than emoji: an emoji shows as an empty box on devices without an emoji font.
 */
export function LineIcon({
  size = 20,
  children,
  ...rest
}: { size?: number; children: ReactNode } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      {...rest}
    >
      {children}
    </svg>
  );
}

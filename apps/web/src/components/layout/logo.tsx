import { cn } from '../../lib/cn.ts';

/** The Hostel Meals mark: a steaming bowl (same drawing as public/favicon.svg). Decorative. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width="36"
      height="36"
      aria-hidden="true"
      focusable="false"
      className={cn('shrink-0', className)}
    >
      <rect width="64" height="64" rx="14" fill="#c2410c" />
      <path
        d="M24 14c-2 3 2 5 0 8M32 12c-2 3 2 5 0 8M40 14c-2 3 2 5 0 8"
        fill="none"
        stroke="#fde68a"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M12 30h40a20 20 0 0 1-40 0z" fill="#fef3c7" />
      <path d="M20 52h24" stroke="#fef3c7" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

import { useState } from 'react';
import { cn } from '../../lib/cn.ts';

const sizes = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-12 text-base',
} as const;

/** Up to two initials of a name: "Nusrat Jahan" → "NJ". */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

export interface AvatarProps {
  name: string;
  /** Photo URL; initials are shown without one (or when it fails to load). */
  src: string | null | undefined;
  size?: keyof typeof sizes;
  className?: string;
}

/** A round photo or initials. Decorative: the name is always written next to it. */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const classes = cn('shrink-0 rounded-full ring-2 ring-orange-100', sizes[size], className);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className={cn(classes, 'bg-amber-50 object-cover')}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      translate="no"
      className={cn(classes, 'inline-flex items-center justify-center bg-orange-700 font-bold text-white')}
    >
      {initialsOf(name) || '?'}
    </span>
  );
}

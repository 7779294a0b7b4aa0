import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useRef } from 'react';
import { cn } from '../../lib/cn.ts';

export interface TabItem<V extends string> {
  value: V;
  label: string;
}

export interface TabsProps<V extends string> {
  /** Accessible name of the tab list. */
  label: string;
  items: ReadonlyArray<TabItem<V>>;
  value: V;
  onValueChange: (value: V) => void;
  /** Content of the (single) panel for the selected tab. */
  children: ReactNode;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: Left/Right arrows move between tabs (wrapping),
 * Home/End jump to the first/last one; only the selected tab is in the tab order.
 */
export function Tabs<V extends string>({ label, items, value, onValueChange, children, className }: TabsProps<V>) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (v: V) => `${baseId}-tab-${v}`;
  const panelId = `${baseId}-panel`;

  const select = (index: number) => {
    const item = items[index];
    if (!item) return;
    onValueChange(item.value);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        // Tabs wrap rather than scroll when their labels do not fit (Bangla's are longer than English's);
        // on one line the 1.5rem corners are the same pill as before.
        className="mx-auto flex w-fit max-w-full flex-wrap justify-center gap-1 rounded-3xl bg-white p-1 shadow-sm ring-1 ring-stone-200"
      >
        {items.map((item, index) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'h-10 shrink-0 rounded-full px-4 text-sm font-semibold transition-colors sm:px-6',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600',
                selected ? 'bg-orange-700 text-white shadow' : 'text-stone-700 hover:bg-amber-50 hover:text-orange-800',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(value)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs pattern; the panel stays reachable while it holds no links (loading, empty)
        tabIndex={0}
        className="mt-8 rounded-2xl focus-visible:outline-offset-4"
      >
        {children}
      </div>
    </div>
  );
}

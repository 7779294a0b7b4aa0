import { Button } from './button.tsx';

/** In place of a table's rows when they could not be loaded. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3">
      <p className="font-medium text-red-800">We couldn't load {what}.</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

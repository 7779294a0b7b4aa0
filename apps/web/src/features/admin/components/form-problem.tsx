import { AlertIcon } from '../../../components/ui/icons.tsx';

/** Why a form was not saved, in words (the server's message, or a check the browser cannot make). */
export function FormProblem({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      <AlertIcon className="mt-0.5 size-4 shrink-0 text-red-600" />
      <span>{message}</span>
    </p>
  );
}

import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.tsx';

export const SUGGESTION_THANKS_MESSAGE = 'Thanks for your valuable suggestion! It will help us improve more.';
const MAX_LENGTH = 1000;

/** "Share Your Suggestions": one required textarea; nothing is sent to a server (per the spec). */
export function SuggestionForm() {
  const textareaId = useId();
  const hintId = useId();
  const [text, setText] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) return;
    toast.success(SUGGESTION_THANKS_MESSAGE);
    setText('');
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
      <label htmlFor={textareaId} className="font-semibold text-stone-900">
        Your suggestion
      </label>
      <textarea
        id={textareaId}
        name="suggestion"
        required
        rows={5}
        maxLength={MAX_LENGTH}
        value={text}
        // A suggestion of only spaces counts as empty: the browser blocks it like a blank one.
        onChange={(event) => {
          event.target.setCustomValidity(
            event.target.value.length > 0 && !event.target.value.trim() ? 'Please write a suggestion.' : '',
          );
          setText(event.target.value);
        }}
        aria-describedby={hintId}
        placeholder="A dish you miss from home, a better dinner time, less oil in the curry…"
        className="w-full resize-y rounded-2xl border border-stone-300 bg-white px-4 py-3 text-base text-stone-900 shadow-sm placeholder:text-stone-400 hover:border-stone-400 focus-visible:border-orange-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-orange-500"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={hintId} className="text-sm text-stone-500">
          Required. Up to {MAX_LENGTH} characters
          <span aria-hidden="true"> · {text.length} used</span>
        </p>
        <Button type="submit" size="lg">
          Send suggestion
        </Button>
      </div>
    </form>
  );
}

import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.tsx';

const MAX_LENGTH = 1000;

/** "Share Your Suggestions": one required textarea; nothing is sent to a server (per the spec). */
export function SuggestionForm() {
  const { t } = useTranslation('meals');
  const textareaId = useId();
  const hintId = useId();
  const [text, setText] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) return;
    toast.success(t('suggestion.thanks'));
    setText('');
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
      <label htmlFor={textareaId} className="font-semibold text-stone-900">
        {t('suggestion.label')}
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
            event.target.value.length > 0 && !event.target.value.trim() ? t('suggestion.blank') : '',
          );
          setText(event.target.value);
        }}
        aria-describedby={hintId}
        placeholder={t('suggestion.placeholder')}
        className="w-full resize-y rounded-2xl border border-stone-300 bg-white px-4 py-3 text-base text-stone-900 shadow-sm placeholder:text-stone-400 hover:border-stone-400 focus-visible:border-orange-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-orange-500"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={hintId} className="text-sm text-stone-500">
          {t('suggestion.hint', { max: MAX_LENGTH })}
          <span aria-hidden="true">{t('suggestion.used', { n: text.length })}</span>
        </p>
        <Button type="submit" size="lg">
          {t('suggestion.send')}
        </Button>
      </div>
    </form>
  );
}

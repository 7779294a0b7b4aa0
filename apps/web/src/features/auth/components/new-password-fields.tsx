import { PASSWORD_MIN_LENGTH } from '@hostel/contract/password-rule';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { passwordProblem } from '../password-problem.ts';

const CONFIRM_NAME = 'confirmPassword';

/** A new password and its confirmation, as every form that sets one asks (reset, first run). */
export function NewPasswordFields({
  name,
  label,
  confirmLabel,
}: {
  name: string;
  label: string;
  confirmLabel: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        label={label}
        name={name}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={t('signUp.passwordHint')}
      />
      <TextField label={confirmLabel} name={CONFIRM_NAME} type="password" autoComplete="new-password" required />
    </>
  );
}

/** The password the fields hold, or what is wrong with it (the rule, or a confirmation that differs). */
export function readNewPassword(
  form: FormData,
  name: string,
  t: TFunction<'auth'>,
): { password: string; problem: string | null } {
  const password = String(form.get(name));
  const problem =
    passwordProblem(password, t) ?? (String(form.get(CONFIRM_NAME)) === password ? null : t('reset.mismatch'));
  return { password, problem };
}

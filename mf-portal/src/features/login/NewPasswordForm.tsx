import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordResetSchema } from 'shared-kernel';
import { statusOf, useResetPasswordMutation } from '../api/portalApi';
import { fieldErrors } from '../shared/fieldErrors';
import { Alert, Button } from '../shared/styles';
import { TextField } from '../shared/TextField';

/** The page a reset link opens: the new password, twice. */
export function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('portal');
  const [resetPassword, { isLoading, error }] = useResetPasswordMutation();
  const [values, setValues] = useState({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordResetSchema.safeParse({ token, ...values });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    if ('data' in (await resetPassword(parsed.data))) onDone();
  };

  return (
    <form onSubmit={submit} noValidate>
      {error && (
        <Alert tone="danger" role="alert">
          {t(statusOf(error) === 400 ? 'reset.invalidLink' : 'errors.api')}
        </Alert>
      )}
      <TextField
        id="new-password"
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('reset.newPassword')}
        hint={t('reset.hint')}
        value={values.password}
        error={errors.password ? t(errors.password) : undefined}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
      />
      <TextField
        id="new-password-confirmation"
        name="confirmation"
        type="password"
        autoComplete="new-password"
        label={t('reset.confirmation')}
        value={values.confirmation}
        error={errors.confirmation ? t(errors.confirmation) : undefined}
        onChange={(event) => setValues({ ...values, confirmation: event.target.value })}
      />
      <Button type="submit" disabled={isLoading}>
        {t('reset.newSubmit')}
      </Button>
    </form>
  );
}

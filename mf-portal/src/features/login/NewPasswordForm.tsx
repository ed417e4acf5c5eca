import { useState, type FormEvent } from 'react';
import { apiErrorKeys, apiErrorMessage, useTranslation } from 'shared-kernel/react';
import { useCheckResetLinkQuery, useResetPasswordMutation } from '../api/portalApi';
import { fieldErrors } from '../shared/fieldErrors';
import { FocusedAlert } from '../shared/FocusedAlert';
import { Button, LinkButton } from '../shared/styles';
import { TextField } from '../shared/TextField';
import { useLoginSchemas } from './useLoginSchemas';

interface NewPasswordFormProps {
  token: string;
  onDone: () => void;
  /** The link no longer works: the owner asks for a new one. */
  onAskAgain: () => void;
}

/**
 * The page a reset link opens: the new password, twice. The link is checked as it opens, so an
 * owner with a used or expired link learns it before typing anything.
 */
export function NewPasswordForm({ token, onDone, onAskAgain }: NewPasswordFormProps) {
  const { t } = useTranslation('portal');
  const check = useCheckResetLinkQuery(token);
  const [resetPassword, { isLoading, error }] = useResetPasswordMutation();
  const [values, setValues] = useState({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const schemas = useLoginSchemas();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const loaded = await schemas.load();
    if (loaded === null) return;
    const parsed = loaded.passwordResetSchema.safeParse({ token, ...values });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    if ('data' in (await resetPassword(parsed.data))) onDone();
  };

  // A token of the wrong form is refused by the schema, an unknown, used or expired one by the api: 400 both.
  if (apiErrorKeys(check.error).status === 400 || apiErrorKeys(error).status === 400) {
    return (
      <>
        <FocusedAlert tone="danger">{t('reset.invalidLink')}</FocusedAlert>
        <p>
          <LinkButton type="button" onClick={onAskAgain}>
            {t('reset.askAgain')}
          </LinkButton>
        </p>
      </>
    );
  }

  return (
    <form onSubmit={submit} onFocus={schemas.preload} noValidate>
      {error && (
        <FocusedAlert tone="danger">{apiErrorMessage(error, t)}</FocusedAlert>
      )}
      {schemas.failure !== null && <FocusedAlert tone="danger">{apiErrorMessage(schemas.failure, t)}</FocusedAlert>}
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
      <Button type="submit" aria-disabled={isLoading}>
        {t('reset.newSubmit')}
      </Button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { apiErrorMessage, useLanguage, useTranslation } from 'shared-kernel/react';
import { useRequestPasswordResetMutation } from '../api/portalApi';
import { fieldErrors } from '../shared/fieldErrors';
import { FocusedAlert } from '../shared/FocusedAlert';
import { Button } from '../shared/styles';
import { TextField } from '../shared/TextField';
import { useLoginSchemas } from './useLoginSchemas';

/** Asks for a reset link; the answer is the same whether the address is an owner's or not. */
export function ResetRequestForm() {
  const { t } = useTranslation('portal');
  const language = useLanguage();
  const [request, { isLoading, isSuccess, error: failure }] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const schemas = useLoginSchemas();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const loaded = await schemas.load();
    if (loaded === null) return;
    const parsed = loaded.passwordResetRequestSchema.safeParse({ email, language });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).email);
      return;
    }
    setError(undefined);
    await request(parsed.data);
  };

  if (isSuccess) return <FocusedAlert tone="success">{t('reset.requestSent')}</FocusedAlert>;
  return (
    <form onSubmit={submit} onFocus={schemas.preload} noValidate>
      <p>{t('reset.requestText')}</p>
      {failure && <FocusedAlert tone="danger">{apiErrorMessage(failure, t)}</FocusedAlert>}
      {schemas.failure !== null && <FocusedAlert tone="danger">{apiErrorMessage(schemas.failure, t)}</FocusedAlert>}
      <TextField
        id="reset-email"
        name="email"
        type="email"
        autoComplete="email"
        label={t('login.email')}
        value={email}
        error={error ? t(error) : undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" aria-disabled={isLoading}>
        {t('reset.requestSubmit')}
      </Button>
    </form>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { localizePath } from 'shared-kernel/routing';
import { useNavigate } from 'shared-kernel/router';
import { apiErrorMessage, useLanguage, useTranslation } from 'shared-kernel/react';
import { loginFailure, useLoginMutation } from '../api/portalApi';
import { fieldErrors } from '../shared/fieldErrors';
import { FocusedAlert } from '../shared/FocusedAlert';
import { Alert, Button } from '../shared/styles';
import { TextField } from '../shared/TextField';
import { useLoginSchemas } from './useLoginSchemas';

/** E-mail and password; on success, the owner portal in the page's language. */
export function LoginForm({ notice }: { notice?: string }) {
  const { t } = useTranslation('portal');
  const lang = useLanguage();
  const navigate = useNavigate();
  const [login, { isLoading, error, reset }] = useLoginMutation();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const schemas = useLoginSchemas();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    reset();
    const loaded = await schemas.load();
    if (loaded === null) return;
    const parsed = loaded.loginSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      form.current?.querySelector<HTMLInputElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    setErrors({});
    const result = await login(parsed.data);
    if ('data' in result) await navigate(localizePath('/portal/', lang));
  };

  const failure = error ? loginFailure(error) : null;
  return (
    <form ref={form} onSubmit={submit} onFocus={schemas.preload} noValidate aria-describedby={failure ? 'login-failure' : undefined}>
      {notice && <Alert tone="success" role="status">{notice}</Alert>}
      {schemas.failure !== null && <FocusedAlert tone="danger">{apiErrorMessage(schemas.failure, t)}</FocusedAlert>}
      {failure && (
        <FocusedAlert tone="danger" id="login-failure">
          {t(failure.key, failure.values)}
        </FocusedAlert>
      )}
      <TextField
        id="owner-email"
        name="email"
        type="email"
        autoComplete="username"
        label={t('login.email')}
        value={values.email}
        error={errors.email ? t(errors.email) : undefined}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
      />
      <TextField
        id="owner-password"
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('login.password')}
        value={values.password}
        error={errors.password ? t(errors.password) : undefined}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
      />
      {/* aria-disabled, not disabled: a disabled button drops the focus to the page. */}
      <Button type="submit" aria-disabled={isLoading}>
        {isLoading ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}

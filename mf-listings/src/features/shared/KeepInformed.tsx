import styled from '@emotion/styled';
import { useId, useState, type FormEvent } from 'react';
import { ALERT_FREQUENCIES, loadOnce, type AlertFrequency } from 'shared-kernel';
import { apiErrorKeys, useLanguage, useTranslation } from 'shared-kernel/react';
import { useSaveSearchMutation } from '../api/listingsApi';

const Box = styled.details`
  margin: ${({ theme }) => theme.space(3)} 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  summary {
    cursor: pointer;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    padding: 0 ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
    max-width: 32rem;
  }
  input[type='email'] {
    font: inherit;
    padding: ${({ theme }) => theme.space(1)};
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius};
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
  }
  legend {
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  button {
    justify-self: start;
    font: inherit;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    border: 0;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    cursor: pointer;
  }
  [role='alert'] {
    color: ${({ theme }) => theme.colors.danger};
    margin: 0;
  }
  [role='status'] {
    color: ${({ theme }) => theme.colors.success};
    margin: 0;
  }
`;

/**
 * The form's schema (and zod with it) comes when a visitor opens the form or moves into it, and is
 * awaited before the form is checked: the list and the property page show the form closed, so
 * their first view carries none of it. The api checks what is posted either way.
 */
const loadSchema = loadOnce(() => import('./keepInformedSchema').then((module) => module.keepInformedSchema));

export type KeepInformedProps =
  /** A list: its goal and its address with the filters as the visitor has them. */
  | { goal: number; listPath: string; propertyId?: never }
  /** A property to follow (a favourite): its drops in price and changes of status. */
  | { propertyId: number; goal?: never; listPath?: never };

/**
 * "Keep me informed": the address and how often, for the list as filtered (or one property). A
 * real form posted to the api without scripts (which then shows the thank-you page); with them it
 * is checked with the kernel's schema and sent in the page, which then says to look for the mail.
 */
export function KeepInformed(props: KeepInformedProps) {
  const { t } = useTranslation('listings');
  const language = useLanguage();
  const id = useId();
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saveSearch, { isLoading, isSuccess, isError }] = useSaveSearchMutation();
  const target = props.propertyId === undefined ? { goal: props.goal, listPath: props.listPath } : { propertyId: props.propertyId };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const keepInformedSchema = await loadSchema().catch(() => null);
    if (keepInformedSchema === null) {
      // The schema could not be fetched: the form goes as HTML, and the api answers it.
      form.submit();
      return;
    }
    const parsed = keepInformedSchema.safeParse({ email, frequency, language, ...target });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), `alerts.${issue.message}`])));
      return;
    }
    setErrors({});
    setFailure(null);
    saveSearch(parsed.data)
      .unwrap()
      .catch((error: unknown) => {
        const { fields, key } = apiErrorKeys(error);
        if (Object.keys(fields).length > 0) setErrors(fields);
        else setFailure(key);
      });
  };
  const emailError = errors.email;
  return (
    <Box data-print="hide" onToggle={loadSchema.preload}>
      <summary>{t(props.propertyId === undefined ? 'alerts.open' : 'alerts.openFollow')}</summary>
      {isSuccess ? (
        <p role="status">{t('alerts.sent', { email })}</p>
      ) : (
        <form method="post" action="/api/alerts" noValidate onFocus={loadSchema.preload} onSubmit={(event) => void submit(event)}>
          <p>{t(props.propertyId === undefined ? 'alerts.intro' : 'alerts.introFollow')}</p>
          <input type="hidden" name="language" value={language} />
          {Object.entries(target).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={String(value)} />
          ))}
          <label htmlFor={`${id}-email`}>{t('alerts.email')}</label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={emailError === undefined ? undefined : true}
            aria-describedby={emailError === undefined ? undefined : `${id}-email-error`}
          />
          {emailError !== undefined && (
            <p id={`${id}-email-error`} role="alert">
              {t(emailError)}
            </p>
          )}
          <fieldset>
            <legend>{t('alerts.frequency')}</legend>
            {ALERT_FREQUENCIES.map((choice) => (
              <label key={choice}>
                <input type="radio" name="frequency" value={choice} checked={frequency === choice} onChange={() => setFrequency(choice)} />{' '}
                {t(`alerts.frequencies.${choice}`)}
              </label>
            ))}
          </fieldset>
          {isError && failure !== null && <p role="alert">{t(failure)}</p>}
          <button type="submit" disabled={isLoading}>
            {t('alerts.submit')}
          </button>
        </form>
      )}
    </Box>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'shared-kernel/react';
import { useLocation, useNavigate } from 'shared-kernel/router';
import { LinkButton, Panel } from '../shared/styles';
import { LoginForm } from './LoginForm';
import { NewPasswordForm } from './NewPasswordForm';
import { ResetRequestForm } from './ResetRequestForm';

const RESET_FRAGMENT = /^#reset=([A-Za-z0-9_-]+)$/;

type Step = { kind: 'login'; notice?: string } | { kind: 'forgot' } | { kind: 'new-password'; token: string };

/** The /login/ page (spec §2, §6): login, forgotten password, and the page a reset link opens. */
export function OwnerLogin() {
  const { t } = useTranslation('portal');
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const token = RESET_FRAGMENT.exec(hash)?.[1];
  const [step, setStep] = useState<Step>(token ? { kind: 'new-password', token } : { kind: 'login' });
  // A link opened in a tab already on this page changes only the fragment: it still opens its form.
  const [openedToken, setOpenedToken] = useState(token);
  if (token && token !== openedToken) {
    setOpenedToken(token);
    setStep({ kind: 'new-password', token });
  }

  // The token leaves the address bar (and so the history) as soon as it is read.
  useEffect(() => {
    if (token) void navigate({ pathname, search }, { replace: true });
  }, [token, pathname, search, navigate]);

  // The page's own heading already says "Owner login": this one names the step.
  const heading = step.kind === 'login' ? t('login.formTitle') : step.kind === 'forgot' ? t('reset.requestTitle') : t('reset.newTitle');
  return (
    <Panel aria-labelledby="owner-login-title">
      <h2 id="owner-login-title">{heading}</h2>
      {step.kind === 'login' && (
        <>
          <LoginForm notice={step.notice} />
          <p>
            <LinkButton type="button" onClick={() => setStep({ kind: 'forgot' })}>
              {t('login.forgot')}
            </LinkButton>
          </p>
        </>
      )}
      {step.kind === 'forgot' && (
        <>
          <ResetRequestForm />
          <p>
            <LinkButton type="button" onClick={() => setStep({ kind: 'login' })}>
              {t('login.back')}
            </LinkButton>
          </p>
        </>
      )}
      {step.kind === 'new-password' && (
        <NewPasswordForm
          token={step.token}
          onDone={() => setStep({ kind: 'login', notice: t('reset.done') })}
          onAskAgain={() => setStep({ kind: 'forgot' })}
        />
      )}
    </Panel>
  );
}

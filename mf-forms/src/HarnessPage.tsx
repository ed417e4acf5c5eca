import { useId, type ReactNode } from 'react';
import { feedbackMessageKey } from 'shared-kernel';
import { useTranslation } from 'shared-kernel/react';
import { useLocation } from 'shared-kernel/router';
import { resolvePath } from 'shared-kernel/routing';

/**
 * The harness page (never in the shell): the forms, or, once a form was sent and took the visitor
 * to its thank-you address (`/fr/merci/contact/`), that page's words, as the shell's thank-you
 * page says them. Without it the address changed and the filled form stayed, and a second press
 * posted it again.
 */
export function HarnessPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { pathname, search } = useLocation();
  const original = resolvePath(pathname)?.originalPath;
  if (!original?.startsWith('/feedback/')) return children;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('feedback.title')}</h2>
      <p>{t(feedbackMessageKey(original, new URLSearchParams(search).get('subscription')))}</p>
    </section>
  );
}

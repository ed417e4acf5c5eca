import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from './styles';

/**
 * What the server said of a submit (a wrong password, a locked login, a link sent): it takes focus
 * when it appears or changes, so a screen reader reads it and keyboard users continue from it,
 * as the form's own errors do, instead of focus falling back to the page.
 */
export function FocusedAlert({ tone, id, children }: { tone: 'danger' | 'success'; id?: string; children: ReactNode }) {
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    alert.current?.focus();
  }, [children]);
  return (
    <Alert ref={alert} tone={tone} role={tone === 'danger' ? 'alert' : 'status'} id={id} tabIndex={-1}>
      {children}
    </Alert>
  );
}

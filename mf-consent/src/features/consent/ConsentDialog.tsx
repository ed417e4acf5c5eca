import styled from '@emotion/styled';
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { localizePath } from 'shared-kernel/routing';
import { Link, useLocation } from 'shared-kernel/router';
import { CONSENT_FORM, cookieSettingsHref, type ConsentFormChoice } from 'shared-kernel';
import { Actions, ChoiceButton, ConsentOptions } from './ConsentOptions';
import { useLanguage, useTranslation } from 'shared-kernel/react';
import type { ConsentEvent, ConsentDialogState } from './consentMachine';
import { useConsentController, type ConsentControllerOptions } from './useConsentController';

const Dialog = styled.dialog`
  width: min(40rem, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  overflow: auto;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  box-shadow: 0 8px 32px rgb(0 0 0 / 25%);
  &::backdrop {
    background: rgb(0 0 0 / 45%);
  }
  /* The place the browser gives a modal dialog, centred: the server's open markup already stands
     there, so making it modal once the scripts run moves nothing on the screen (no layout shift). */
  max-width: calc(100vw - 2rem);
  margin: auto;
  &:not([aria-modal='true'])[open] {
    /* Until the scripts make it modal (the server's markup), or without showModal. */
    position: fixed;
    inset: 0;
    z-index: 1000;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.25rem;
    &:focus {
      outline: none;
    }
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    line-height: 1.5;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const SettingsLink = styled.a`
  display: inline-block;
  padding: ${({ theme }) => theme.space(2)} 0;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
`;

// The form's hidden fields match `input` but take no focus: counted, the round stopped at the last button.
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round the dialog's controls, also where the browser has no modal dialog. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  // From the title (focused on opening, not a stop of the round) Shift+Tab goes round to the last control.
  if (event.shiftKey && (active === first || !focusable.some((element) => element === active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

interface LayerProps {
  state: ConsentDialogState;
  send: (event: ConsentEvent) => void;
  titleId: string;
  textId: string;
}

/**
 * A button of the dialog's form: without scripts (or before they run) it posts its choice to the
 * api, which saves it as the same cookies; with them, the choice is saved here and the post never goes.
 */
function SubmitChoice({ choice, onChoose, children }: { choice: ConsentFormChoice; onChoose: () => void; children: ReactNode }) {
  const choose = (event: MouseEvent) => {
    event.preventDefault();
    onChoose();
  };
  return (
    <ChoiceButton type="submit" name={CONSENT_FORM.choice} value={choice} onClick={choose}>
      {children}
    </ChoiceButton>
  );
}

/**
 * "Agree all" and "Decline", alike and side by side on both layers (refusing as easy as accepting),
 * after any choice of the layer's own.
 */
function Choices({ send, children }: { send: LayerProps['send']; children?: ReactNode }) {
  const { t } = useTranslation('consent');
  return (
    <Actions>
      {children}
      <SubmitChoice choice="all" onChoose={() => send({ type: 'agreeAll' })}>
        {t('dialog.agreeAll')}
      </SubmitChoice>
      <SubmitChoice choice="none" onChoose={() => send({ type: 'decline' })}>
        {t('dialog.decline')}
      </SubmitChoice>
    </Actions>
  );
}

function FirstLayer({ send, titleId, textId }: LayerProps) {
  const { t } = useTranslation('consent');
  const language = useLanguage();
  return (
    <>
      <h2 id={titleId} tabIndex={-1}>
        {t('dialog.title')}
      </h2>
      <p id={textId}>
        {t('dialog.text')} <Link to={localizePath('/cookie-policy/', language)}>{t('dialog.policyLink')}</Link>
      </p>
      <Choices send={send} />
      {/* Without scripts, the cookie policy's form of the five choices; with them, this dialog's. */}
      <SettingsLink
        href={cookieSettingsHref(language)}
        onClick={(event) => {
          event.preventDefault();
          send({ type: 'changeSettings' });
        }}
      >
        {t('dialog.changeSettings')}
      </SettingsLink>
    </>
  );
}

function SettingsLayer({ state, send, titleId, textId }: LayerProps) {
  const { t } = useTranslation('consent');
  return (
    <>
      <h2 id={titleId} tabIndex={-1}>
        {t('settings.title')}
      </h2>
      <p id={textId}>{t('settings.text')}</p>
      <ConsentOptions choice={state.draft} onToggle={(option, on) => send({ type: 'toggle', option, on })} />
      <Choices send={send}>
        <SubmitChoice choice="custom" onChoose={() => send({ type: 'agreePartly' })}>
          {t('dialog.agreePartly')}
        </SubmitChoice>
      </Choices>
    </>
  );
}

/**
 * Spec §4: the consent dialog, on every page but previews until a choice is saved, reopened at its
 * settings layer by the footer's "cookie settings" link. A modal dialog: focus moves to its title,
 * stays inside (Tab goes round its controls), and after a choice returns where it was, or to the
 * page's main content when it was nowhere (a first visit). Escape does nothing until a choice is
 * saved: the dialog asks for one, and a visitor who closed it would meet it on the next page again;
 * reopened from the footer, Escape closes it and keeps the saved choice.
 * Its markup is an open, non-modal dialog, so a server-rendered page paints with it; the browser
 * then makes it modal, which only script can do. Its choices are a form posted to the api, which
 * saves them without scripts and sends the visitor back to the page (see api/src/consent).
 */
export function ConsentDialog(options: ConsentControllerOptions) {
  const { state, send } = useConsentController(options);
  const { pathname, search } = useLocation();
  const language = useLanguage();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const textId = useId();
  const open = state.layer !== 'closed';

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      // showModal refuses a dialog already open: it must close first (see onClose).
      if (dialog.open) dialog.close();
      dialog.showModal();
      dialog.setAttribute('aria-modal', 'true');
    }
    return () => {
      const back = returnFocusTo.current;
      // Not <body>: a keyboard visitor would start again from the top of the page.
      (back !== null && back !== document.body && back.isConnected ? back : document.querySelector<HTMLElement>('main'))?.focus();
    };
  }, [open]);

  useEffect(() => {
    // The title, not a button, takes focus: no choice is preselected and screen readers start at the title.
    if (open) document.getElementById(titleId)?.focus();
  }, [open, state.layer, titleId]);

  if (!open) return null;

  const undecided = state.consent.status !== 'decided';
  const dismiss = (event: SyntheticEvent) => {
    event.preventDefault();
    send({ type: 'dismissed' });
  };

  return (
    <Dialog
      ref={dialogRef}
      open
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismiss(event);
        else keepFocusInside(event);
      }}
      onCancel={dismiss}
      onClose={(event) => {
        // The close event of the switch to modal arrives when the dialog is open again: not a dismissal.
        if (event.currentTarget.open) return;
        // A browser may close a modal dialog on a repeated Escape whatever the page says: still
        // without a choice, it opens again.
        if (undecided && typeof event.currentTarget.showModal === 'function') event.currentTarget.showModal();
        else send({ type: 'dismissed' });
      }}
    >
      <form method="post" action={CONSENT_FORM.action}>
        <input type="hidden" name={CONSENT_FORM.returnTo} value={`${pathname}${search}`} />
        <input type="hidden" name={CONSENT_FORM.language} value={language} />
        {state.layer === 'first' ? (
          <FirstLayer state={state} send={send} titleId={titleId} textId={textId} />
        ) : (
          <SettingsLayer state={state} send={send} titleId={titleId} textId={textId} />
        )}
      </form>
    </Dialog>
  );
}

import styled from '@emotion/styled';
import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { consentCookieStrings, savedChoice, type ConsentChoice } from './consentCookies';

const Panel = styled.div`
  position: fixed;
  inset: auto ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 4px 24px rgb(0 0 0 / 20%);
  z-index: 50;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  flex-wrap: wrap;
  button {
    /* Refusing must be as easy and as visible as accepting: both buttons look the same. */
    flex: 1 1 10rem;
    font: inherit;
    padding: ${({ theme }) => theme.space(3)};
    border: 0;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    cursor: pointer;
  }
`;

/** Cookies have no change event; the dialog itself is the only writer while it is shown. */
const subscribeToNothing = () => () => {};

/** The first-visit consent dialog of spec §4; the settings layer and Consent Mode follow. */
export function ConsentDialog() {
  const { t } = useTranslation('consent');
  const titleId = useId();
  // A server render has no cookies to read: it renders no dialog, and the browser decides.
  const hasChoice = useSyncExternalStore(
    subscribeToNothing,
    () => savedChoice(document.cookie) !== null,
    () => true,
  );
  const [chosenNow, setChosenNow] = useState(false);

  const choose = (choice: ConsentChoice) => {
    for (const cookie of consentCookieStrings(choice, new Date())) document.cookie = cookie;
    setChosenNow(true);
  };

  if (hasChoice || chosenNow) return null;
  return (
    <Panel role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('dialog.title')}</h2>
      <p>{t('dialog.text')}</p>
      <Actions>
        <button type="button" onClick={() => choose('all')}>
          {t('dialog.agreeAll')}
        </button>
        <button type="button" onClick={() => choose('necessary')}>
          {t('dialog.decline')}
        </button>
      </Actions>
    </Panel>
  );
}

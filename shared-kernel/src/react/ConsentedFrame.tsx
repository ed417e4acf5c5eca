import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { savedConsentChoice } from '../consent/consentCookies.js';
import { useCookieString } from './requestCookies.js';

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  height: 100%;
  min-height: 12rem;
  aspect-ratio: 16 / 9;
  /* The ratio turns the least height into a least width (12rem × 16 / 9, 341 px): on a small phone
     the box takes the column's width and keeps its least height instead. */
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  box-sizing: border-box;
  background: #1b1f23;
  color: #fff;
  text-align: center;
  p {
    margin: 0;
    max-width: 32rem;
    /* The host's name is one long word, which may not fit a small phone's line. */
    overflow-wrap: anywhere;
  }
  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 2px solid #fff;
    border-radius: ${({ theme }) => theme.radius};
    background: transparent;
    color: #fff;
    font: inherit;
    cursor: pointer;
  }
`;

export interface ConsentedFrameProps {
  src: string;
  title: string;
  allow: string;
}

/**
 * A player or tour of another site (YouTube, Vimeo, Facebook, Matterport): that site sees the
 * visitor as soon as its frame loads, so the frame loads only with the visitor's consent to social
 * media, or when they ask for this one. Until then a placeholder names the host and
 * offers the button. Server and browser read the same consent cookie, so both render the same.
 */
export function ConsentedFrame({ src, title, allow }: ConsentedFrameProps) {
  const { t } = useTranslation('common');
  const consented = savedConsentChoice(useCookieString())?.social === true;
  const [asked, setAsked] = useState(false);
  if (consented || asked) return <iframe src={src} title={title} loading="lazy" allow={allow} allowFullScreen />;
  return (
    <Placeholder role="group" aria-label={title} data-embed-placeholder="">
      <p>{t('embed.notice', { host: new URL(src).hostname })}</p>
      <button type="button" onClick={() => setAsked(true)}>
        {t('embed.show', { title })}
      </button>
    </Placeholder>
  );
}

import styled from '@emotion/styled';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Field, useForm } from 'react-final-form';
import { CAPTCHA_FRAME_PATH, type CaptchaChallenge } from 'shared-kernel';
import type { EnquiryKind } from 'shared-kernel/federation';
import { useLanguage, useTranslation } from 'shared-kernel/react';
import { visibleError } from './Fields';
import { useCaptcha } from './formsApi';
import { usePostedError } from './postedForm';
import { ErrorText, FieldBox, Hint, SecondaryButton } from '../shared/styles';

const Picture = styled.img`
  display: block;
  width: 150px;
  height: 50px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: #ffffff;
`;

/** Holds the image's place while it loads, so nothing below moves when the form is first focused. */
const PicturePlaceholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 150px;
  height: 50px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.875rem;
`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  max-width: 28rem;
  height: 8rem;
  border: 0;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

/**
 * The server-made captcha (spec §7: loaded on demand, so only with a form that shows): an image of
 * characters with a new-image button, or a sum to answer for people who cannot read the image.
 * `round` changes when the api refused the answer, which asks for a new challenge. `given`: the
 * challenge the api made for a page it rendered again after a post without scripts, which shows
 * its question beside the image, as no button can switch to it there.
 */
const noSubscription = () => () => {};

export function Captcha({ formId, kind, round, active, given }: { formId: string; kind: EnquiryKind; round: number; active: boolean; given?: CaptchaChallenge }) {
  const { t } = useTranslation('forms');
  const form = useForm();
  const [image, setImage] = useState(0);
  const [question, setQuestion] = useState(false);
  // Its buttons act through scripts only: until the form has hydrated they are disabled, so a press
  // before then is not lost on a button that does nothing (the post without scripts gets its
  // question beside the image instead).
  const live = useSyncExternalStore(noSubscription, () => true, () => false);
  const language = useLanguage();
  const { challenge: data, failed: isError, loading, retry } = useCaptcha(round * 1000 + image, active, language, given);
  const posted = usePostedError('captchaAnswer');
  const id = `${formId}-captchaAnswer`;
  const errorId = `${id}-error`;

  useEffect(() => {
    form.change('captchaId', data?.id);
  }, [data?.id, form]);

  return (
    <Field<string> name="captchaAnswer">
      {({ input, meta }) => {
        const error = visibleError(meta, posted);
        return (
          <FieldBox as="fieldset" invalid={error !== undefined}>
            <legend>{t('captcha.legend')}</legend>
            {isError ? (
              <Row>
                <ErrorText role="alert">{t('captcha.unavailable')}</ErrorText>
                <SecondaryButton type="button" onClick={retry}>
                  {t('captcha.retry')}
                </SecondaryButton>
              </Row>
            ) : null}
            {question ? null : (
              // The same box before, while and after the image loads: the first click on "Send"
              // must land on the button it was aimed at, not on what moved into its place.
              <Row>
                {data ? (
                  <Picture src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(data.svg)}`} alt={t('captcha.image')} />
                ) : (
                  <PicturePlaceholder>{loading ? <Hint as="span">{t('captcha.loading')}</Hint> : null}</PicturePlaceholder>
                )}
                <SecondaryButton type="button" disabled={!live || loading || !data} onClick={() => setImage((count) => count + 1)}>
                  {t('captcha.newImage')}
                </SecondaryButton>
              </Row>
            )}
            {!question && data !== undefined && data.id === given?.id ? <Hint>{t('captcha.orAnswer', { question: data.question })}</Hint> : null}
            {given === undefined ? (
              // Without scripts no challenge is fetched: a frame brings one made for this browser,
              // image and worded question, and the form's post names it by the cookie the frame set.
              <noscript>
                <Frame src={`${CAPTCHA_FRAME_PATH}?${new URLSearchParams({ form: kind, lang: language }).toString()}`} title={t('captcha.legend')} />
              </noscript>
            ) : null}
            {loading && question ? <Hint>{t('captcha.loading')}</Hint> : null}
            <label htmlFor={id}>{data && question ? data.question : t('captcha.image')}</label>
            {error !== undefined ? <ErrorText id={errorId}>{t(error)}</ErrorText> : null}
            <input
              {...input}
              value={input.value ?? ''}
              id={id}
              type="text"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              inputMode={question ? 'numeric' : undefined}
              aria-invalid={error !== undefined}
              aria-describedby={error !== undefined ? errorId : undefined}
            />
            <input type="hidden" name="captchaId" value={data?.id ?? ''} />
            <SecondaryButton type="button" disabled={!live} onClick={() => setQuestion((asked) => !asked)} data-testid="captcha-toggle">
              {question ? t('captcha.useImage') : t('captcha.useQuestion')}
            </SecondaryButton>
          </FieldBox>
        );
      }}
    </Field>
  );
}

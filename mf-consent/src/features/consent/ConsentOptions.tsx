import styled from '@emotion/styled';
import { useId, type ChangeEvent } from 'react';
import { CONSENT_FORM, OPTIONAL_CONSENTS, type ConsentChoice, type OptionalConsent } from 'shared-kernel';
import { useTranslation } from 'shared-kernel/react';

// The choices of the dialog's settings and of the cookie policy's form: one look, one markup.

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** Refusing must be as easy and as visible as accepting: every choice button looks the same. */
export const ChoiceButton = styled.button`
  flex: 1 1 10rem;
  font: inherit;
  font-weight: 600;
  padding: ${({ theme }) => theme.space(3)};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const Options = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Option = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
  }
  label {
    font-weight: 600;
  }
  p {
    grid-column: 2;
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9375rem;
  }
`;

/**
 * The five categories of spec §4 as checkboxes named as the consent form posts them: strictly
 * necessary always on, the four others as `choice` says. With `onToggle` they follow a state the
 * dialog holds; without it they start from `choice` and the form posts what the visitor ticks.
 */
export function ConsentOptions({ choice, onToggle }: { choice: ConsentChoice; onToggle?: (option: OptionalConsent, on: boolean) => void }) {
  const { t } = useTranslation('consent');
  const idPrefix = useId();
  return (
    <Options>
      <legend>{t('settings.legend')}</legend>
      <Option>
        <input id={`${idPrefix}-necessary`} type="checkbox" checked disabled aria-describedby={`${idPrefix}-necessary-text`} />
        <label htmlFor={`${idPrefix}-necessary`}>
          {t('options.necessary.label')} ({t('settings.alwaysOn')})
        </label>
        <p id={`${idPrefix}-necessary-text`}>{t('options.necessary.description')}</p>
      </Option>
      {OPTIONAL_CONSENTS.map((option) => (
        <Option key={option}>
          <input
            id={`${idPrefix}-${option}`}
            type="checkbox"
            name={CONSENT_FORM.options}
            value={option}
            {...(onToggle ? { checked: choice[option], onChange: (event: ChangeEvent<HTMLInputElement>) => onToggle(option, event.currentTarget.checked) } : { defaultChecked: choice[option] })}
            aria-describedby={`${idPrefix}-${option}-text`}
          />
          <label htmlFor={`${idPrefix}-${option}`}>{t(`options.${option}.label`)}</label>
          <p id={`${idPrefix}-${option}-text`}>{t(`options.${option}.description`)}</p>
        </Option>
      ))}
    </Options>
  );
}

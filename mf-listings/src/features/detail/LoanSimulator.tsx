import styled from '@emotion/styled';
import { useId } from 'react';
import { Field, Form, useField, useForm } from 'react-final-form';
import {
  equivalentMonthlyRate,
  formatPrice,
  indicativeMaximumLoan,
  LOAN_LIMITS,
  loanRepayment,
  readLoanField,
  type LoanField,
} from 'shared-kernel';
import { useLanguage, useTranslation } from 'shared-kernel/react';
import { localizePath } from 'shared-kernel/routing';
import { Link } from 'shared-kernel/router';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h3 {
    margin-top: 0;
  }
`;

const Modes = styled.fieldset`
  border: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    flex: none;
  }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  & > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
  }
  label {
    font-weight: 600;
    font-size: 0.95rem;
  }
  input {
    font: inherit;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    width: 100%;
    box-sizing: border-box;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  small {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const FieldError = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const Results = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    margin: 0;
  }
  dt {
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 700;
    white-space: nowrap;
  }
  p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
  }
`;

const Caution = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  font-size: 0.95rem;
  color: ${({ theme }) => theme.colors.muted};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

type Mode = 'payment' | 'capacity';

interface Values {
  mode: Mode;
  ownFunds: string;
  amount: string;
  rate: string;
  years: string;
  income: string;
}

const FIELD_OF: Record<Exclude<keyof Values, 'mode'>, LoanField> = {
  ownFunds: 'ownFunds',
  amount: 'principal',
  rate: 'annualRatePercent',
  years: 'years',
  income: 'monthlyIncome',
};

const FIELDS_OF_MODE: Record<Mode, readonly (keyof typeof FIELD_OF)[]> = {
  payment: ['ownFunds', 'amount', 'rate', 'years'],
  capacity: ['income', 'rate', 'years'],
};

/** What each field's error says of its bounds: an example in the field's own notation. */
const EXAMPLES: Record<LoanField, string> = {
  principal: '250000',
  ownFunds: '60000',
  annualRatePercent: '3,5',
  years: '25',
  monthlyIncome: '4500',
};

const read = (name: keyof typeof FIELD_OF, values: Values) => readLoanField(FIELD_OF[name], values[name] ?? '');
const valueOf = (name: keyof typeof FIELD_OF, values: Values): number | undefined => {
  const reading = read(name, values);
  return 'value' in reading ? reading.value : undefined;
};

function NumberField({ name, hint }: { name: keyof typeof FIELD_OF; hint?: string }) {
  const { t } = useTranslation('listings');
  const id = `${useId()}-${name}`;
  const form = useForm<Values>();
  const { input, meta } = useField<string>(name, { subscription: { value: true, error: true, touched: true, modified: true } });
  // Said once the visitor has left the field or changed it, in the page's language.
  const error = (meta.touched || meta.modified) && typeof meta.error === 'string' ? meta.error : undefined;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id}>{t(`loan.${name}`)}</label>
      <input
        {...input}
        onChange={(event) => {
          input.onChange(event);
          // Own funds set the loan to price and costs less them; another amount may still be typed in.
          if (name !== 'ownFunds') return;
          const own = readLoanField('ownFunds', event.target.value);
          const total = form.getState().initialValues?.amount;
          if ('value' in own && total !== undefined) form.change('amount', String(Math.max(0, Number(total) - own.value)));
        }}
        id={id}
        inputMode="decimal"
        autoComplete="off"
        aria-invalid={error !== undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && <small id={hintId}>{hint}</small>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

function Figures({ values }: { values: Values }) {
  const { t } = useTranslation('listings');
  const lang = useLanguage();
  const rate = valueOf('rate', values);
  const years = valueOf('years', values);
  const percent = (fraction: number, digits: number) =>
    new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: digits }).format(fraction);
  if (values.mode === 'payment') {
    const principal = valueOf('amount', values);
    if (principal === undefined || rate === undefined || years === undefined) return <p>{t('loan.incomplete')}</p>;
    const repayment = loanRepayment({ principal, annualRatePercent: rate, years });
    return (
      <>
        <dl>
          <dt>{t('loan.monthly')}</dt>
          <dd data-figure="monthly">{formatPrice(repayment.monthlyPayment)}</dd>
          <dt>{t('loan.interest')}</dt>
          <dd data-figure="interest">{formatPrice(repayment.totalInterest)}</dd>
          <dt>{t('loan.repaid')}</dt>
          <dd>{formatPrice(repayment.totalRepaid)}</dd>
        </dl>
        <p>{t('loan.monthlyRate', { annual: percent(rate / 100, 3), monthly: percent(equivalentMonthlyRate(rate), 4) })}</p>
      </>
    );
  }
  const monthlyIncome = valueOf('income', values);
  if (monthlyIncome === undefined || rate === undefined || years === undefined) return <p>{t('loan.incomplete')}</p>;
  const capacity = indicativeMaximumLoan({ monthlyIncome, annualRatePercent: rate, years });
  return (
    <>
      <dl>
        <dt>{t('loan.maximum')}</dt>
        <dd data-figure="maximum">{formatPrice(capacity.maximumLoan)}</dd>
      </dl>
      <p>{t('loan.ratio', { payment: formatPrice(capacity.monthlyPayment) })}</p>
    </>
  );
}

/**
 * Beside the purchase costs, what a loan for them would cost a month (the amount
 * pre-filled: price and costs less own funds), or what a net income could borrow at a debt ratio
 * of one third, said on the page. The kernel's arithmetic (`finance/loan.ts`); the figures follow
 * the fields as they are typed, read out politely. Labelled as arithmetic, not credit advice, with
 * the agency's contact a link away (the FSMA's line between information and credit intermediation).
 */
export function LoanSimulator({ total }: { total: number }) {
  const { t } = useTranslation('listings');
  const lang = useLanguage();
  const titleId = useId();
  const validate = (values: Values) => {
    const errors: Partial<Record<keyof Values, string>> = {};
    for (const name of FIELDS_OF_MODE[values.mode]) {
      const reading = read(name, values);
      if ('error' in reading) {
        const field = FIELD_OF[name];
        errors[name] = t(`loan.errors.${reading.error}`, { ...LOAN_LIMITS[field], example: EXAMPLES[field] });
      }
    }
    return errors;
  };
  return (
    <Section aria-labelledby={titleId} data-testid="loan-simulator" data-print="hide">
      <h3 id={titleId}>{t('loan.title')}</h3>
      <Form<Values>
        onSubmit={() => undefined}
        validate={validate}
        // An example rate in the page's decimal notation, to change.
        initialValues={{ mode: 'payment', ownFunds: '0', amount: String(total), rate: lang === 'en' ? '3.5' : '3,5', years: '25', income: '' }}
        subscription={{ values: true }}
        render={({ handleSubmit, values }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Modes>
              <legend>{t('loan.modes.label')}</legend>
              {(['payment', 'capacity'] as const).map((mode) => (
                <label key={mode}>
                  <Field name="mode" type="radio" value={mode} component="input" />
                  {t(`loan.modes.${mode}`)}
                </label>
              ))}
            </Modes>
            <Fields>
              {values.mode === 'payment' ? (
                <>
                  <NumberField name="ownFunds" />
                  <NumberField name="amount" hint={t('loan.amountHint', { total: formatPrice(total) })} />
                </>
              ) : (
                <NumberField name="income" />
              )}
              <NumberField name="rate" />
              <NumberField name="years" />
            </Fields>
            <Results aria-live="polite" data-testid="loan-results">
              <Figures values={values} />
            </Results>
          </form>
        )}
      />
      <Caution>
        {t('loan.disclaimer')} <Link to={localizePath('/contact/', lang)}>{t('loan.contact')}</Link>
      </Caution>
    </Section>
  );
}

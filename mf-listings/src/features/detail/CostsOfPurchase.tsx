import styled from '@emotion/styled';
import { lazy, Suspense, useId, useState } from 'react';
import { localizePath } from 'shared-kernel/routing';
import { formatPrice, purchaseCosts, purchaseCostsCase, REGISTRATION_RULES, type PurchaseCostsSource } from 'shared-kernel';
import { useLanguage, useTranslation } from 'shared-kernel/react';
import { Link } from 'shared-kernel/router';

/**
 * The borrowing simulator's code (final-form with it, 9 kB brotli) comes with the costs' hydration,
 * near the screen, not with the page; until it has come, its server markup stays as it is.
 */
const LoanSimulator = lazy(() => import('./LoanSimulator').then((module) => ({ default: module.LoanSimulator })));

const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: ${({ theme }) => theme.space(3)} 0;
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    /* German names of the lines ("Registrierungsgebühren") are longer than a phone's column. */
    overflow-wrap: anywhere;
    hyphens: auto;
  }
  td {
    text-align: right;
    white-space: nowrap;
  }
  th small {
    display: block;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    border-bottom: none;
  }
`;

const Switch = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  cursor: pointer;
  min-height: 44px;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.15rem;
    flex: none;
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

const percent = (rate: number, language: string) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(rate);

export type CostsProperty = PurchaseCostsSource & { NotaryFees?: number };

/**
 * What a buyer pays on top of the price, by the property's region, for a sole own home
 * or not (the kernel's dated rules), with the agency's notary estimate; an estimate, said so, with
 * the agency's contact form a link away. Which of it holds is the kernel's
 * `purchaseCostsCase`: a property abroad and a new-build unit (sold under VAT) get a note instead
 * of Belgian duties, and the sole-own-home choice is offered for a dwelling only.
 */
export function CostsOfPurchase({ id, property }: { id: string; property: CostsProperty }) {
  const { t } = useTranslation('listings');
  const lang = useLanguage();
  const costsCase = purchaseCostsCase(property);
  const [soleHomeChosen, setSoleHome] = useState(true);
  const switchId = useId();
  if (costsCase === null) return null;
  const contact = <Link to={localizePath('/contact/', lang)}>{t('costs.contact')}</Link>;
  if (costsCase.kind !== 'belgian') {
    return (
      <section id={id} aria-labelledby="costs-title">
        <h2 id="costs-title">{t('costs.title')}</h2>
        <Note>
          {t(costsCase.kind === 'abroad' ? 'costs.abroad' : 'costs.newBuild')} {contact}
        </Note>
      </section>
    );
  }
  const { region, soleHomeOffered } = costsCase;
  const soleHome = soleHomeOffered && soleHomeChosen;
  const costs = purchaseCosts({ price: property.Price, region, notaryEstimate: property.NotaryFees }, { soleHome });
  const rule = REGISTRATION_RULES[region];
  const regionName = t(`compare.regions.${region}`);
  const ruleText = !soleHomeOffered
    ? t('costs.rules.plain', { region: regionName, rate: percent(rule.rate, lang) })
    : 'exemptUpTo' in rule.soleHome
      ? t('costs.rules.exemption', {
          region: regionName,
          rate: percent(rule.rate, lang),
          exempt: formatPrice(rule.soleHome.exemptUpTo),
          ceiling: formatPrice(rule.soleHome.priceCeiling),
        })
      : t('costs.rules.rate', { region: regionName, rate: percent(rule.rate, lang), soleRate: percent(rule.soleHome.rate, lang) });
  return (
    <section id={id} aria-labelledby="costs-title">
      <h2 id="costs-title">{t('costs.title')}</h2>
      {soleHomeOffered && (
        <Switch htmlFor={switchId}>
          <input id={switchId} type="checkbox" checked={soleHome} onChange={(event) => setSoleHome(event.target.checked)} />
          <span>{t('costs.soleHome')}</span>
        </Switch>
      )}
      <Lines aria-describedby="costs-note">
        <tbody>
          <tr>
            <th scope="row">{t('costs.price')}</th>
            <td>{formatPrice(costs.price)}</td>
          </tr>
          <tr>
            <th scope="row">
              {t('costs.duties')}
              <small>{ruleText}</small>
            </th>
            <td data-line="duties">{formatPrice(costs.registrationDuties)}</td>
          </tr>
          <tr>
            <th scope="row">
              {t('costs.notary')}
              <small>{t('costs.notaryHint')}</small>
            </th>
            <td>{costs.notaryEstimate === null ? t('costs.notaryUnknown') : formatPrice(costs.notaryEstimate)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('costs.total')}</th>
            <td data-line="total" aria-live="polite">
              {formatPrice(costs.total)}
            </td>
          </tr>
        </tfoot>
      </Lines>
      <Note id="costs-note">
        {t('costs.note', { date: rule.since.split('-').reverse().join('/') })} {contact}
      </Note>
      <Suspense fallback={null}>
        <LoanSimulator total={costs.total} />
      </Suspense>
    </section>
  );
}

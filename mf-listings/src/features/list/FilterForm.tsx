import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { cityInLanguage, DEFAULT_LIST_FILTERS, formatCity, parseCity, PROPERTY_TYPES, propertyTypeName, type CityEntry, type ListFilters } from 'shared-kernel';
import { useLanguage, useTranslation } from 'shared-kernel/react';
import { useLocation } from 'shared-kernel/router';
import { ActionButton, ActionRouterLink } from '../shared/StateMessage';
import { HiddenListFields } from './listForms';

const Form = styled.form`
  display: grid;
  /* Wide enough for a select to show its longest usual choice ("Toutes les communes") whole; never wider than a phone. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    font-weight: 600;
    font-size: 0.9rem;
  }
  select,
  input {
    font: inherit;
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

/** Below this width the filters would fill the first screen: they fold behind a button. */
const FOLDED_BELOW = '48rem';

// Opened by the toggle's state, or without scripts by its link to the form (`:target`).
const Fold = styled.div`
  form[data-open='false']:not(:target) {
    @media (max-width: ${FOLDED_BELOW}) {
      display: none;
    }
  }
`;

const Toggle = styled.a`
  display: inline-flex;
  align-items: center;
  text-decoration: none;
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  @media (min-width: ${FOLDED_BELOW}) {
    display: none;
  }
`;

const Error = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const BEDROOM_CHOICES = [1, 2, 3, 4, 5];
const WHOLE_EUROS = /^\d{1,10}$/;

export type FilterChange = Pick<ListFilters, 'city' | 'type' | 'priceMin' | 'priceMax' | 'bedroomsMin'>;

/** The commune's select of the filter form `formId`: the keyboard's way to narrow the map, where drawing a zone needs a pointer. */
export const citySelectIdOf = (formId: string) => `${formId}-city`;

export interface FilterFormProps {
  /** The form's id: a link to it opens it where it is folded, without scripts too. */
  formId: string;
  filters: ListFilters;
  cities: readonly CityEntry[];
  onChange: (change: FilterChange) => void;
  /** The list without these filters (its sort and view kept). */
  resetHref: string;
}

/** Amounts as typed; spaces and dots that group thousands ('250.000') are the visitor's, not an error. */
function amountOf(text: string): number | undefined | 'invalid' {
  const digits = text.replace(/[\s.\u00a0€]/g, '');
  if (digits === '') return undefined;
  return WHOLE_EUROS.test(digits) ? Number(digits) : 'invalid';
}

/** How many filters the list applies, for the folded filters' button. */
function activeFilterCount({ type, city, priceMin, priceMax, bedroomsMin, zone }: ListFilters): number {
  return [type, city, priceMin, priceMax, bedroomsMin, zone].filter((value) => value !== undefined).length;
}

/**
 * The filters of a listing page: type, city, price range and bedrooms. A bad amount is said in
 * the page's language next to the form, and what the visitor typed stays in the fields. On a
 * phone they fold behind a "Filtres (n)" button, so the first screen shows results; a
 * search folds them again (the form is made anew for each list address).
 * Without scripts it is a GET form to the list (the sort and view ride along as hidden fields) and
 * the reset a link; the list's own rules then drop an amount it cannot read.
 */
export function FilterForm({ formId, filters, cities, onChange, resetHref }: FilterFormProps) {
  const { t } = useTranslation('listings');
  const lang = useLanguage();
  const { pathname } = useLocation();
  const [type, setType] = useState(filters.type === undefined ? '' : String(filters.type));
  // A link may name the commune in another language ('Elsene' on a French page): the same option.
  const chosenCity = filters.city && { ...filters.city, name: cityInLanguage(filters.city.name, filters.city.zip, lang) };
  const [city, setCity] = useState(chosenCity ? formatCity(chosenCity) : '');
  const [priceMin, setPriceMin] = useState(filters.priceMin === undefined ? '' : String(filters.priceMin));
  const [priceMax, setPriceMax] = useState(filters.priceMax === undefined ? '' : String(filters.priceMax));
  const [bedrooms, setBedrooms] = useState(filters.bedroomsMin === undefined ? '' : String(filters.bedroomsMin));
  const [error, setError] = useState<{ field: 'priceMin' | 'priceMax'; message: string } | null>(null);
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(filters);

  // A city from a shared link may not be in the list of this goal: it stays selectable.
  const cityOptions = chosenCity && !cities.some((entry) => formatCity({ name: entry.Name, zip: entry.Zip }) === formatCity(chosenCity))
    ? [{ value: formatCity(chosenCity), label: `${chosenCity.name} (${chosenCity.zip})` }]
    : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const min = amountOf(priceMin);
    const max = amountOf(priceMax);
    if (min === 'invalid' || max === 'invalid') {
      setError({ field: min === 'invalid' ? 'priceMin' : 'priceMax', message: t('filters.priceInvalid') });
      return;
    }
    if (min !== undefined && max !== undefined && min > max) {
      setError({ field: 'priceMin', message: t('filters.priceOrder') });
      return;
    }
    setError(null);
    onChange({
      type: type === '' ? undefined : Number(type),
      city: parseCity(city),
      priceMin: min,
      priceMax: max,
      bedroomsMin: bedrooms === '' ? undefined : Number(bedrooms),
    });
  };

  // The link goes to the list without filters; what was typed and not applied goes too, also when
  // that list is the one shown (the form is then not made anew).
  const clearFields = () => {
    setType('');
    setCity('');
    setPriceMin('');
    setPriceMax('');
    setBedrooms('');
    setError(null);
  };

  const errorId = `${formId}-error`;
  const invalid = (field: 'priceMin' | 'priceMax') =>
    error?.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : { 'aria-invalid': false };

  return (
    <Fold>
      {/* A link to the form, which opens it without scripts; with them, a button that folds it again. */}
      <Toggle
        href={`#${formId}`}
        role="button"
        aria-expanded={open}
        aria-controls={formId}
        onClick={(event) => {
          event.preventDefault();
          setOpen((shown) => !shown);
        }}
        onKeyDown={(event) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          setOpen((shown) => !shown);
        }}
      >
        {active > 0 ? t('filters.showCount', { count: active }) : t('filters.show')}
      </Toggle>
      {/* The list's path as the action: the page's own address may end with the toggle's #form, which would open the filters again. */}
      <Form id={formId} data-open={open} method="get" action={pathname} onSubmit={submit} aria-label={t('filters.title')} noValidate>
      {/* A zone drawn on the map is not among the fields: it stays while they change. */}
      <HiddenListFields filters={{ ...DEFAULT_LIST_FILTERS, sort: filters.sort, view: filters.view, ...(filters.zone === undefined ? {} : { zone: filters.zone }) }} />
      <label>
        {t('filters.type')}
        <select value={type} onChange={(event) => setType(event.target.value)} name="type">
          <option value="">{t('filters.anyType')}</option>
          {PROPERTY_TYPES.map((entry) => (
            <option key={entry.WebID} value={entry.WebID}>
              {propertyTypeName(entry.WebID, lang)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('filters.city')}
        <select id={citySelectIdOf(formId)} value={city} onChange={(event) => setCity(event.target.value)} name="city">
          <option value="">{t('filters.anyCity')}</option>
          {cityOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {cities.map((entry) => {
            const value = formatCity({ name: entry.Name, zip: entry.Zip });
            return (
              <option key={value} value={value}>
                {entry.Name} ({entry.Zip})
              </option>
            );
          })}
        </select>
      </label>
      <label>
        {t('filters.priceMin')}
        <input value={priceMin} onChange={(event) => setPriceMin(event.target.value)} name="priceMin" inputMode="numeric" autoComplete="off" {...invalid('priceMin')} />
      </label>
      <label>
        {t('filters.priceMax')}
        <input value={priceMax} onChange={(event) => setPriceMax(event.target.value)} name="priceMax" inputMode="numeric" autoComplete="off" {...invalid('priceMax')} />
      </label>
      <label>
        {t('filters.bedrooms')}
        <select value={bedrooms} onChange={(event) => setBedrooms(event.target.value)} name="bedrooms">
          <option value="">{t('filters.anyBedrooms')}</option>
          {BEDROOM_CHOICES.map((count) => (
            <option key={count} value={count}>
              {t('filters.bedroomsAtLeast', { count })}
            </option>
          ))}
        </select>
      </label>
      <Actions>
        <ActionButton type="submit">{t('filters.apply')}</ActionButton>
        <ActionRouterLink to={resetHref} className="secondary" onClick={clearFields}>
          {t('filters.reset')}
        </ActionRouterLink>
      </Actions>
      {error && (
        <Error id={errorId} role="alert">
          {error.message}
        </Error>
      )}
      </Form>
    </Fold>
  );
}

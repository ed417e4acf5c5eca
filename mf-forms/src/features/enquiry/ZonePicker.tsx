import styled from '@emotion/styled';
import { useMemo } from 'react';
import { Field } from 'react-final-form';
import { DEMAND_ZONES, regionForPostcode, type Region } from 'shared-kernel';
import { useLanguage, useListingOptionsQuery, useTranslation } from 'shared-kernel/react';
import { visibleError } from './Fields';
import { usePostedError } from './postedForm';
import { Choice, ErrorText, FieldBox } from '../shared/styles';

const Communes = styled.details`
  margin-left: ${({ theme }) => theme.space(7)};
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
  }
  div {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
    gap: ${({ theme }) => theme.space(1)};
    max-height: 16rem;
    overflow: auto;
    padding: ${({ theme }) => theme.space(2)} 0;
  }
`;

/**
 * Spec §2 "demand register with region picker": a whole region, or communes of it. The communes
 * are the ones the agency lists (the listing data's cities), grouped by the region of their postcode.
 */
export function ZonePicker({ formId, label }: { formId: string; label: string }) {
  const { t } = useTranslation('forms');
  const language = useLanguage();
  const { data } = useListingOptionsQuery(language);
  const communes = useMemo(() => {
    const byRegion = new Map<Region, { zip: string; name: string }[]>();
    const seen = new Set<string>();
    for (const city of data?.citys ?? []) {
      const zip = String(city.Zip).slice(0, 4);
      const region = regionForPostcode(zip);
      if (region === null || seen.has(zip)) continue;
      seen.add(zip);
      byRegion.set(region, [...(byRegion.get(region) ?? []), { zip, name: city.Name }]);
    }
    for (const list of byRegion.values()) list.sort((a, b) => a.zip.localeCompare(b.zip));
    return byRegion;
  }, [data]);
  const errorId = `${formId}-zones-error`;
  const posted = usePostedError('zones');

  return (
    <Field name="zones" subscription={{ error: true, submitError: true, submitFailed: true, dirtySinceLastSubmit: true, modified: true }}>
      {({ meta }) => {
        const error = visibleError(meta, posted);
        return (
          <FieldBox as="fieldset" invalid={error !== undefined} aria-describedby={error !== undefined ? errorId : undefined}>
            <legend>{label}</legend>
            {error !== undefined ? <ErrorText id={errorId}>{t(error)}</ErrorText> : null}
            {DEMAND_ZONES.map((zone, index) => (
              <div key={zone}>
                <Field name="zones" type="checkbox" value={zone}>
                  {({ input }) => (
                    <Choice>
                      <input {...input} id={`${formId}-zones-${index}`} aria-invalid={error !== undefined} />
                      <span>{t(`zones.${zone}`)}</span>
                    </Choice>
                  )}
                </Field>
                {(communes.get(zone) ?? []).length > 0 ? (
                  <Communes>
                    <summary>{t('zones.communes', { region: t(`zones.${zone}`) })}</summary>
                    <div>
                      {(communes.get(zone) ?? []).map((commune) => (
                        <Field key={commune.zip} name="zones" type="checkbox" value={commune.zip}>
                          {({ input }) => (
                            <Choice>
                              <input {...input} />
                              <span>
                                {commune.zip} {commune.name}
                              </span>
                            </Choice>
                          )}
                        </Field>
                      ))}
                    </div>
                  </Communes>
                ) : null}
              </div>
            ))}
          </FieldBox>
        );
      }}
    </Field>
  );
}

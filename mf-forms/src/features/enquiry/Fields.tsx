import { Field, type FieldMetaState } from 'react-final-form';
import { useLanguage, useTranslation } from 'shared-kernel/react';
import type { Choice as ChoiceSpec, ChoiceFieldSpec, FieldSpec } from './fieldSpecs';
import { Choice, ErrorText, FieldBox, Hint } from '../shared/styles';
import { CvUpload } from './CvUpload';
import { VisitSlotPicker } from './VisitSlotPicker';
import { ZonePicker } from './ZonePicker';
import { usePostedError } from './postedForm';

/**
 * An error shows once the visitor has tried to send, and a server's until the field is changed; so
 * does `posted`, the error of a post the page was rendered again for (sent without scripts).
 */
export function visibleError(meta: FieldMetaState<unknown>, posted?: string): string | undefined {
  if (!meta.submitFailed) return meta.modified ? undefined : posted;
  if (typeof meta.error === 'string') return meta.error;
  if (typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit) return meta.submitError;
  return undefined;
}

/** The id the error summary links to: the input itself, or a group's first choice. */
export function fieldTarget(formId: string, spec: Pick<FieldSpec, 'name' | 'control'>): string {
  return spec.control === 'radios' || spec.control === 'checkboxes' || spec.control === 'zones' || spec.control === 'visitSlot'
    ? `${formId}-${spec.name}-0`
    : `${formId}-${spec.name}`;
}

interface FieldProps {
  formId: string;
  spec: FieldSpec;
  optional: boolean;
  /** The property the form is about: its visit slots. */
  propertyId?: number;
}

function Label({ text, optional }: { text: string; optional: boolean }) {
  const { t } = useTranslation('forms');
  return (
    <>
      {text}
      {optional ? ` ${t('fields.optional')}` : ''}
    </>
  );
}

function Error({ id, errorKey }: { id: string; errorKey: string | undefined }) {
  const { t } = useTranslation('forms');
  if (errorKey === undefined) return null;
  return (
    <ErrorText id={id}>{t(errorKey)}</ErrorText>
  );
}

export function EnquiryField({ formId, spec, optional, propertyId }: FieldProps) {
  const { t } = useTranslation('forms');
  const language = useLanguage();
  const id = `${formId}-${spec.name}`;
  const errorId = `${id}-error`;
  const label = t('label' in spec && spec.label ? spec.label : `fields.${spec.name}`);
  const posted = usePostedError(spec.name);

  switch (spec.control) {
    case 'text':
    case 'email':
    case 'tel':
    case 'date':
    case 'textarea':
      return (
        <Field<string> name={spec.name}>
          {({ input, meta }) => {
            const error = visibleError(meta, posted);
            const common = {
              ...input,
              id,
              value: input.value ?? '',
              'aria-invalid': error !== undefined,
              'aria-describedby': error !== undefined ? errorId : undefined,
            };
            return (
              <FieldBox invalid={error !== undefined}>
                <label htmlFor={id}>
                  <Label text={label} optional={optional} />
                </label>
                <Error id={errorId} errorKey={error} />
                {spec.control === 'textarea' ? (
                  <textarea {...common} rows={5} />
                ) : (
                  <input
                    {...common}
                    type={spec.control}
                    autoComplete={'autoComplete' in spec ? spec.autoComplete : undefined}
                    inputMode={'inputMode' in spec ? spec.inputMode : undefined}
                  />
                )}
              </FieldBox>
            );
          }}
        </Field>
      );
    case 'select':
      return (
        <Field<string> name={spec.name}>
          {({ input, meta }) => {
            const error = visibleError(meta, posted);
            return (
              <FieldBox invalid={error !== undefined}>
                <label htmlFor={id}>
                  <Label text={label} optional={optional} />
                </label>
                <Error id={errorId} errorKey={error} />
                <select {...input} id={id} value={input.value ?? ''} aria-invalid={error !== undefined} aria-describedby={error !== undefined ? errorId : undefined}>
                  <option value="">—</option>
                  {spec.choices(language).map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choiceLabel(choice, t)}
                    </option>
                  ))}
                </select>
              </FieldBox>
            );
          }}
        </Field>
      );
    case 'radios':
    case 'checkboxes':
      return <ChoiceGroup formId={formId} spec={spec} optional={optional} label={label} />;
    case 'confirm':
      return (
        <Field<boolean> name={spec.name} type="checkbox">
          {({ input: { value: _value, ...input }, meta }) => {
            const error = visibleError(meta, posted);
            return (
              <FieldBox invalid={error !== undefined}>
                {spec.before ? <Hint>{t(spec.before)}</Hint> : null}
                <Error id={errorId} errorKey={error} />
                <Choice>
                  <input {...input} id={id} aria-invalid={error !== undefined} aria-describedby={error !== undefined ? errorId : undefined} />
                  <span>{t(spec.label)}</span>
                </Choice>
              </FieldBox>
            );
          }}
        </Field>
      );
    case 'zones':
      return <ZonePicker formId={formId} label={label} />;
    case 'cv':
      return <CvUpload id={id} label={label} />;
    case 'visitSlot':
      return <VisitSlotPicker formId={formId} propertyId={propertyId} label={label} />;
  }
}

function choiceLabel(choice: ChoiceSpec, t: (key: string) => string): string {
  return choice.literal ? choice.label : t(choice.label);
}

/**
 * A neutral choice (no value) reads an empty field as itself, so it is the one checked until
 * another is; final-form would otherwise read "" as no value and leave every choice unchecked.
 */
const keepBlank = (value: unknown) => value ?? '';

function ChoiceGroup({ formId, spec, optional, label }: { formId: string; spec: ChoiceFieldSpec; optional: boolean; label: string }) {
  const { t } = useTranslation('forms');
  const language = useLanguage();
  const type = spec.control === 'radios' ? 'radio' : 'checkbox';
  const errorId = `${formId}-${spec.name}-error`;
  const posted = usePostedError(spec.name);
  return (
    <Field name={spec.name} subscription={{ error: true, submitError: true, submitFailed: true, dirtySinceLastSubmit: true, modified: true }}>
      {({ meta }) => {
        const error = visibleError(meta, posted);
        return (
          <FieldBox as="fieldset" invalid={error !== undefined} aria-describedby={error !== undefined ? errorId : undefined}>
            <legend>
              <Label text={label} optional={optional} />
            </legend>
            <Error id={errorId} errorKey={error} />
            {spec.choices(language).map((choice, index) => (
              <Field key={choice.value} name={spec.name} type={type} value={choice.value} parse={choice.value === '' ? keepBlank : undefined}>
                {({ input }) => (
                  <Choice>
                    <input {...input} id={`${formId}-${spec.name}-${index}`} aria-invalid={error !== undefined} />
                    <span>{choiceLabel(choice, t)}</span>
                  </Choice>
                )}
              </Field>
            ))}
          </FieldBox>
        );
      }}
    </Field>
  );
}

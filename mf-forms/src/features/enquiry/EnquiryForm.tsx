import { FORM_ERROR } from 'final-form';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Field, Form, useForm, useFormState } from 'react-final-form';
import { useLocation, useNavigate } from 'shared-kernel/router';
import {
  enquiryFormId,
  evaluateCondition,
  FORM_ERROR_FIELD,
  getConsent,
  loadOnce,
  needsCaptcha,
  POSTED_FORM_FIELDS,
  readUtmParameters,
  REQUIRED_ENQUIRY_FIELDS,
  type PostedForm,
} from 'shared-kernel';
import type { EnquiryFormProps, EnquiryKind } from 'shared-kernel/federation';
import { useLanguage, useTranslation } from 'shared-kernel/react';
import { Captcha } from './Captcha';
import { ErrorSummary, type SummaryItem } from './ErrorSummary';
import type { EnquiryValidator } from './enquiryValidation';
import { displayCondition, fieldSpecs, shownValues, type FieldSpec } from './fieldSpecs';
import { EnquiryField, fieldTarget } from './Fields';
import { postEnquiry } from './formsApi';
import { PostedErrorsContext, useFormStart } from './postedForm';
import { FieldBox, FormBox, Honeypot, SubmitButton } from '../shared/styles';
import { submissionErrors } from './submissionErrors';

type Values = Record<string, unknown>;

const HONEYPOT = 'website';

/**
 * The schemas (zod and libphonenumber, about 100 kB) come when a visitor moves into a form, or
 * sends it, and are awaited before the form is checked: a page with a form carries none of it in
 * its first view. The api checks what is posted either way.
 */
const loadValidation = loadOnce(() => import('./enquiryValidation'));

/** Until the schemas have come nothing is refused in the page: no value is checked before then. */
const NOT_YET_CHECKED = () => ({});

/**
 * The form's check once its schemas have come; `prepare` brings them (on a first focus) and hands
 * the check over, or null when they could not be fetched.
 */
function useEnquiryValidation(kind: EnquiryKind) {
  const [validator, setValidator] = useState<EnquiryValidator | null>(null);
  const prepare = useCallback(async (): Promise<EnquiryValidator | null> => {
    const loaded = await loadValidation().catch(() => null);
    if (loaded === null) return null;
    // The same function each time for a kind: setting it again renders nothing anew.
    const check = loaded.enquiryValidator(kind);
    setValidator(() => check);
    return check;
  }, [kind]);
  return { validate: validator ?? NOT_YET_CHECKED, prepare };
}

/** crypto.randomUUID needs a secure context; the key only has to be unguessable enough not to collide. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const NO_ERRORS: Readonly<Record<string, string>> = {};

/**
 * One enquiry form of spec §1 by kind. Validation is the kernel's schema; errors show inline and in
 * a summary that takes focus; nothing typed is ever cleared; one post at a time, and the same
 * Idempotency-Key for a retry of the same values, so a double click or a retry after a lost
 * answer never makes two enquiries. Success goes to the form's thank-you page.
 * The markup is a real form that posts to its page without scripts (a visitor may send it before they run): the api answers
 * the thank-you page, or the page again with the values, the messages and a captcha, which the
 * form then starts from.
 */
export function EnquiryForm({ kind, propertyId, projectId, visitSlotId }: EnquiryFormProps) {
  const { t } = useTranslation('forms');
  const language = useLanguage();
  const navigate = useNavigate();
  const idempotency = useRef<{ body: string; key: string } | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const { token, posted } = useFormStart(kind);
  // Read once: new initial values would reset what the visitor types next.
  const [initialValues] = useState(() => posted?.values);
  const formId = enquiryFormId(kind);
  const { validate, prepare } = useEnquiryValidation(kind);

  const onSubmit = async (values: Values) => {
    const body = {
      language,
      values: shownValues(kind, values),
      ...(propertyId !== undefined ? { propertyId } : {}),
      ...(projectId !== undefined ? { projectId } : {}),
      ...(readUtmParameters() ? { utm: readUtmParameters() as Record<string, string> } : {}),
      consent: { ...getConsent().choice },
    };
    const serialized = JSON.stringify(body);
    if (idempotency.current?.body !== serialized) idempotency.current = { body: serialized, key: newIdempotencyKey() };
    const result = await postEnquiry({ kind, idempotencyKey: idempotency.current.key, body });
    if (result.ok) {
      void navigate(result.thankYouPath);
      return undefined;
    }
    const errors = submissionErrors(result);
    if ('captchaAnswer' in errors) setCaptchaRound((round) => round + 1);
    return errors;
  };

  return (
    <section aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{t(`kinds.${kind}`)}</h2>
      <PostedErrorsContext.Provider value={posted?.errors ?? NO_ERRORS}>
        <Form<Values> onSubmit={onSubmit} validate={validate} initialValues={initialValues} subscription={{ submitting: true }}>
          {({ handleSubmit }) => (
            <FormBody
              kind={kind}
              formId={formId}
              captchaRound={captchaRound}
              handleSubmit={handleSubmit}
              prepareValidation={prepare}
              propertyId={propertyId}
              projectId={projectId}
              visitSlotId={visitSlotId}
              token={token}
              posted={posted}
            />
          )}
        </Form>
      </PostedErrorsContext.Provider>
    </section>
  );
}

interface FormBodyProps {
  kind: EnquiryKind;
  formId: string;
  captchaRound: number;
  propertyId?: number;
  projectId?: number;
  visitSlotId?: string;
  /** Posted back without scripts, as the idempotency key's half the page gives. */
  token: string;
  posted: PostedForm | null;
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<unknown> | undefined;
  /** Brings the form's schemas; their check, or null when they could not be fetched. */
  prepareValidation: () => Promise<EnquiryValidator | null>;
}

function FormBody({ kind, formId, captchaRound, handleSubmit, prepareValidation, propertyId, projectId, visitSlotId, token, posted }: FormBodyProps) {
  const { t } = useTranslation('forms');
  const form = useForm<Values>();
  const location = useLocation();
  const state = useFormState<Values>({
    subscription: {
      submitting: true,
      submitFailed: true,
      errors: true,
      submitErrors: true,
      submitError: true,
      values: true,
      hasValidationErrors: true,
      dirtyFieldsSinceLastSubmit: true,
      modified: true,
    },
  });
  const summary = useRef<HTMLDivElement>(null);
  const [attempts, setAttempts] = useState(0);
  const [engaged, setEngaged] = useState(false);
  const specs = useMemo(() => fieldSpecs(kind), [kind]);
  const shown = specs.filter((spec) => {
    const rule = displayCondition(kind, spec.name);
    return rule === undefined || evaluateCondition(rule, state.values);
  });
  const optional = (spec: FieldSpec) => !REQUIRED_ENQUIRY_FIELDS[kind].includes(spec.name);

  const items = summaryItems(kind, formId, specs, state, posted, t);
  const summaryShown = items.length > 0;

  // A slot chosen on the page is chosen here too, whenever the visitor picks one, without touching
  // anything they typed (new initial values would reset the whole form).
  useEffect(() => {
    if (visitSlotId !== undefined) form.change('visitSlotId', visitSlotId);
  }, [visitSlotId, form]);

  // After each attempt, and whenever the summary appears (the server's answer may come a render
  // after the attempt ends), focus moves to it, as for the form's own errors.
  useEffect(() => {
    if (attempts > 0 && summaryShown && !form.getState().submitting && form.getState().submitFailed) summary.current?.focus();
  }, [attempts, summaryShown, form]);

  return (
    <FormBox
      method="post"
      // To the page itself, at the form: the api answers it again with the messages, or the thank-you page.
      action={`${location.pathname}${location.search}#${formId}`}
      // A form with a CV posts the file itself when no script uploads it first.
      encType={shown.some((spec) => spec.control === 'cv') ? 'multipart/form-data' : undefined}
      id={formId}
      noValidate
      aria-describedby={items.length > 0 ? `${formId}-error-summary-title` : undefined}
      // The captcha is made on the server for each visitor who starts on the form, not for every page view.
      onFocusCapture={() => {
        setEngaged(true);
        void prepareValidation();
      }}
      onSubmit={async (event) => {
        event.preventDefault();
        if (form.getState().submitting) return;
        const element = event.currentTarget;
        const validator = await prepareValidation();
        if (validator === null) {
          // The schemas could not be fetched: the form goes as HTML, and the api answers it.
          element.submit();
          return;
        }
        // Checked at once by the schema, not a render later when the form is handed it again.
        form.setConfig('validate', validator);
        const pending = handleSubmit();
        setAttempts((count) => count + 1);
        if (pending) {
          await pending;
          setAttempts((count) => count + 1);
        }
      }}
    >
      {items.length > 0 ? <ErrorSummary ref={summary} id={`${formId}-error-summary`} items={items} /> : null}
      {shown.map((spec) => (
        <EnquiryField key={spec.name} formId={formId} spec={spec} optional={optional(spec)} propertyId={propertyId} />
      ))}
      {needsCaptcha(kind) ? <Captcha formId={formId} kind={kind} round={captchaRound} active={engaged} given={posted?.captcha} /> : null}
      <input type="hidden" name={POSTED_FORM_FIELDS.kind} value={kind} />
      <input type="hidden" name={POSTED_FORM_FIELDS.token} value={token} />
      {propertyId !== undefined ? <input type="hidden" name={POSTED_FORM_FIELDS.propertyId} value={propertyId} /> : null}
      {projectId !== undefined ? <input type="hidden" name={POSTED_FORM_FIELDS.projectId} value={projectId} /> : null}
      <Honeypot aria-hidden="true">
        <Field<string> name={HONEYPOT}>
          {({ input }) => (
            <FieldBox>
              <label htmlFor={`${formId}-${HONEYPOT}`}>{t('fields.honeypot')}</label>
              <input {...input} value={input.value ?? ''} id={`${formId}-${HONEYPOT}`} type="text" tabIndex={-1} autoComplete="off" />
            </FieldBox>
          )}
        </Field>
      </Honeypot>
      <SubmitButton type="submit" aria-disabled={state.submitting}>
        {state.submitting ? t('submitting') : t('submit')}
      </SubmitButton>
    </FormBox>
  );
}

function summaryItems(
  kind: EnquiryKind,
  formId: string,
  specs: FieldSpec[],
  state: ReturnType<typeof useFormState<Values>>,
  posted: PostedForm | null,
  t: (key: string) => string,
): SummaryItem[] {
  if (state.submitting) return [];
  if (!state.submitFailed) {
    // The refused post the page came with (sent without scripts): its problems, until each field is changed.
    if (posted === null) return [];
    const modified = state.modified ?? {};
    return listedItems(kind, formId, specs, (field) => (modified[field] ? undefined : posted.errors[field]), posted.errors[FORM_ERROR_FIELD], t);
  }
  // The server's answer holds until the visitor changes something: a new captcha challenge, which
  // a refused answer brings, is not the visitor's change, so the summary (and its focus) stays.
  const editedSinceSubmit = Object.keys(state.dirtyFieldsSinceLastSubmit ?? {}).some((name) => name !== 'captchaId');
  const fieldErrors: Record<string, unknown> = state.hasValidationErrors ? (state.errors ?? {}) : editedSinceSubmit ? {} : (state.submitErrors ?? {});
  const formError = state.hasValidationErrors ? (state.errors as Record<string, unknown> | undefined)?.[FORM_ERROR] : state.submitError;
  return listedItems(kind, formId, specs, (field) => fieldErrors[field], formError, t);
}

function listedItems(
  kind: EnquiryKind,
  formId: string,
  specs: FieldSpec[],
  errorOf: (field: string) => unknown,
  formError: unknown,
  t: (key: string) => string,
): SummaryItem[] {
  const items: SummaryItem[] = [];
  for (const spec of specs) {
    const key = errorOf(spec.name);
    if (typeof key === 'string') items.push({ target: fieldTarget(formId, spec), message: t(key) });
  }
  const captcha = errorOf('captchaAnswer');
  if (needsCaptcha(kind) && typeof captcha === 'string') items.push({ target: `${formId}-captchaAnswer`, message: t(captcha) });
  if (typeof formError === 'string') items.push({ message: t(formError) });
  return items;
}

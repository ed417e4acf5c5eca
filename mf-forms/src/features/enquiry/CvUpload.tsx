import { useState } from 'react';
import { Field } from 'react-final-form';
import { POSTED_FORM_FIELDS } from 'shared-kernel';
import { useTranslation } from 'shared-kernel/react';
import { visibleError } from './Fields';
import { usePostedError } from './postedForm';
import { ErrorText, FieldBox, Hint } from '../shared/styles';
import { uploadCv } from './uploadCv';

const MAX_BYTES = 5 * 1024 * 1024;

/**
 * The CV of the job form: uploaded as soon as it is chosen, with a progress bar; the form sends
 * the id the api answered. A refused file leaves the rest of the form as it was. Without scripts
 * the file goes with the form's own post (the input is named, the form multipart); a CV the api
 * already took for a page it answered again rides along as its id, so it is not asked twice.
 */
export function CvUpload({ id, label }: { id: string; label: string }) {
  const { t } = useTranslation('forms');
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const errorId = `${id}-error`;
  const posted = usePostedError('cv');

  return (
    <Field<string> name="cv">
      {({ input, meta }) => {
        const error = uploadError ?? visibleError(meta, posted);
        return (
          <FieldBox invalid={error !== undefined && error !== null}>
            <label htmlFor={id}>{label}</label>
            {error ? <ErrorText id={errorId}>{t(error)}</ErrorText> : null}
            <input
              id={id}
              name={POSTED_FORM_FIELDS.cvFile}
              type="file"
              accept=".pdf,.doc,.docx,.odt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text"
              aria-invalid={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
              onChange={async (event) => {
                const file = event.currentTarget.files?.[0];
                input.onChange(undefined);
                setUploaded(null);
                setUploadError(null);
                if (!file) return;
                // Said at once for the obvious cases; the api checks the content in any case.
                if (file.size === 0) return setUploadError('errors.cvEmpty');
                if (file.size > MAX_BYTES) return setUploadError('errors.cvSize');
                setProgress(0);
                const result = await uploadCv(file, setProgress);
                setProgress(null);
                if (result.ok) {
                  input.onChange(result.id);
                  setUploaded(result.name);
                } else setUploadError(result.error);
              }}
            />
            {progress !== null ? (
              <>
                <progress id={`${id}-progress`} max={100} value={progress} aria-label={t('upload.progress', { percent: progress })} />
                <Hint aria-live="polite">{t('upload.progress', { percent: progress })}</Hint>
              </>
            ) : null}
            {uploaded !== null && input.value ? <Hint aria-live="polite">{t('upload.done', { name: uploaded })}</Hint> : null}
            {uploaded === null && input.value ? <Hint>{t('upload.kept')}</Hint> : null}
            <input type="hidden" name="cv" value={input.value ?? ''} />
          </FieldBox>
        );
      }}
    </Field>
  );
}

import styled from '@emotion/styled';
import type { InputHTMLAttributes } from 'react';

const Field = styled.div`
  margin-block-end: ${({ theme }) => theme.space(4)};
  label {
    display: block;
    font-weight: 600;
    margin-block-end: ${({ theme }) => theme.space(1)};
  }
  input {
    width: 100%;
    max-width: 28rem;
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Message = styled.p<{ tone: 'danger' | 'muted' }>`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme, tone }) => theme.colors[tone]};
`;

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** The translated problem with the value, shown under it and announced with it. */
  error?: string;
  hint?: string;
}

/** A labelled input whose error and hint are tied to it for screen readers. */
export function TextField({ id, label, error, hint, ...input }: TextFieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={described || undefined} {...input} />
      {hint && (
        <Message id={`${id}-hint`} tone="muted">
          {hint}
        </Message>
      )}
      {error && (
        <Message id={`${id}-error`} tone="danger">
          {error}
        </Message>
      )}
    </Field>
  );
}

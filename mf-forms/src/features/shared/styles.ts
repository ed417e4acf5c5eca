import styled from '@emotion/styled';

export const FormBox = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 40rem;
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
`;

export const FieldBox = styled.div<{ invalid?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding-left: ${({ invalid, theme }) => (invalid ? theme.space(3) : '0')};
  border-left: ${({ invalid, theme }) => (invalid ? `4px solid ${theme.colors.danger}` : 'none')};
  fieldset& {
    border-top: 0;
    border-right: 0;
    border-bottom: 0;
    margin: 0;
    padding-top: 0;
    padding-bottom: 0;
  }
  label,
  legend {
    font-weight: 600;
  }
  input[type='text'],
  input[type='email'],
  input[type='tel'],
  input[type='date'],
  select,
  textarea {
    font: inherit;
    padding: ${({ theme }) => theme.space(2)};
    border: 2px solid ${({ invalid, theme }) => (invalid ? theme.colors.danger : theme.colors.muted)};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  textarea {
    min-height: 7rem;
  }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Choice = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  font-weight: 400 !important;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.1rem 0 0;
    flex: none;
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export const SubmitButton = styled.button`
  justify-self: start;
  font: inherit;
  font-weight: 600;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(6)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.8;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const SecondaryButton = styled.button`
  justify-self: start;
  font: inherit;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Off screen for everyone, people and screen readers alike: only a bot fills what is in it. */
export const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

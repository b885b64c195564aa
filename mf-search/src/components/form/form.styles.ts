import styled from 'styled-components';

export const FieldBox = styled.div`
  display: grid;
  gap: 4px;
  min-width: 0;
  label, legend { font-weight: 600; font-size: 0.875rem; }
  input, select, textarea {
    width: 100%;
    min-height: 44px;
    padding: 8px 10px;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: 6px;
    box-sizing: border-box;
  }
  [aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.danger};
`;

export const Grid = styled.div<{ $min?: number }>`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = 160 }) => $min}px), 1fr));
`;

export const PrimaryButton = styled.button`
  min-height: 48px;
  padding: 10px 24px;
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.surface};
  background: ${({ theme }) => theme.colors.brand};
  border: 0;
  border-radius: 6px;
  cursor: pointer;
  &:disabled { opacity: 0.7; cursor: progress; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

export const SecondaryButton = styled.button`
  min-height: 44px;
  padding: 8px 16px;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.brand};
  border-radius: 6px;
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

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
    color: #111827;
    background: #fff;
    border: 1px solid #6b7280;
    border-radius: 6px;
    box-sizing: border-box;
  }
  [aria-invalid='true'] { border-color: #b91c1c; }
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: #b91c1c;
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
  color: #fff;
  background: #1d4ed8;
  border: 0;
  border-radius: 6px;
  cursor: pointer;
  &:disabled { opacity: 0.7; cursor: progress; }
  &:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

export const SecondaryButton = styled.button`
  min-height: 44px;
  padding: 8px 16px;
  font: inherit;
  font-weight: 600;
  color: #1d4ed8;
  background: #fff;
  border: 1px solid #1d4ed8;
  border-radius: 6px;
  cursor: pointer;
  &:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

import styled from 'styled-components';

export const Box = styled.div`
  position: relative;
  display: grid;
  gap: 4px;
  min-width: 0;
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: 0.875rem;
`;

export const Row = styled.div`
  display: flex;
  gap: 4px;
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  padding: 8px 10px;
  font: inherit;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: 6px;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const IconButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  display: inline-grid;
  place-items: center;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

export const List = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 20;
  margin: 2px 0 0;
  padding: 4px 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: 6px;
  box-shadow: 0 6px 16px rgb(0 0 0 / 0.15);
  max-height: 260px;
  overflow-y: auto;
`;

export const Option = styled.li`
  padding: 10px 12px;
  cursor: pointer;
  &[aria-selected='true'],
  &:hover {
    background: ${({ theme }) => theme.colors.brandSubtle};
  }
`;

export const Message = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.danger};
`;

export const Note = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.muted};
`;

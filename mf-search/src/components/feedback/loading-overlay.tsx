import styled from 'styled-components';

const Cover = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: grid;
  place-items: center;
  padding: 16px;
  background: rgb(255 255 255 / 0.92);
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.25rem;
  font-weight: 600;
  text-align: center;
`;

/** A full-screen wait message ('Please wait while loading price'), announced politely. */
export function LoadingOverlay({ text }: { text: string }) {
  return (
    <Cover role="status" aria-live="polite">
      {text}
    </Cover>
  );
}

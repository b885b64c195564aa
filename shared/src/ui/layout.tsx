import styled from 'styled-components';

type Gap = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** The centred content column of a page; `as="main"` where the page owns the main landmark. */
export const Page = styled.div<{ $width?: 'narrow' | 'normal' | 'wide' }>`
  width: 100%;
  max-width: ${({ $width = 'normal' }) => ({ narrow: '640px', normal: '1120px', wide: '1320px' })[$width]};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
`;

export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.2;
  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** Children one under another. */
export const Stack = styled.div<{ $gap?: Gap }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
`;

/** Children side by side, wrapping on narrow screens. */
export const Row = styled.div<{
  $gap?: Gap;
  $align?: 'start' | 'center' | 'end' | 'stretch';
  $justify?: 'start' | 'center' | 'end' | 'space-between';
}>`
  display: flex;
  flex-wrap: wrap;
  align-items: ${({ $align = 'center' }) => ($align === 'start' || $align === 'end' ? `flex-${$align}` : $align)};
  justify-content: ${({ $justify = 'start' }) => ($justify === 'start' || $justify === 'end' ? `flex-${$justify}` : $justify)};
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
`;

/** Equal columns that fall to one column at the mobile breakpoint. */
export const Grid = styled.div<{ $columns?: number; $gap?: Gap; $min?: string }>`
  display: grid;
  grid-template-columns: ${({ $columns = 2, $min }) =>
    $min ? `repeat(auto-fill, minmax(${$min}, 1fr))` : `repeat(${$columns}, minmax(0, 1fr))`};
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@booking/shared/ui';
import { Sidebar } from './sidebar';
import { useSmallScreen } from '../lib/use-small-screen';

// At least the viewport's height, as the shell's <main> is: the sidebar runs the whole page beside a short page.
const Frame = styled.div`
  display: flex;
  min-height: 100vh;
  ${({ theme }) => theme.media.mobile} {
    display: block;
  }
`;

const TopBar = styled.div`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 29;
  background: ${({ theme }) => theme.colors.backdrop};
`;

/**
 * The signed-in frame: the sidebar beside the page; at 768 px or narrower the sidebar is collapsed,
 * a top-bar toggle opens it (focus moves in), Close or Escape shuts it (focus back on the toggle).
 */
export function AreaFrame({ children }: { children: ReactNode }) {
  const isSmall = useSmallScreen();
  const [open, setOpen] = useState(false);
  const sidebarId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const menuOpen = isSmall && open;

  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  // product §4: the sidebar closes when the width becomes 768 px or less.
  useEffect(() => {
    if (isSmall) setOpen(false);
  }, [isSmall]);

  useEffect(() => {
    if (!menuOpen) return undefined;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, close]);

  return (
    <Frame>
      <TopBar>
        <strong>Corporate Account</strong>
        <Button
          ref={toggleRef}
          size="sm"
          variant="secondary"
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
          onClick={() => setOpen(true)}
        >
          Menu
        </Button>
      </TopBar>
      {menuOpen && <Backdrop onClick={close} />}
      <Sidebar id={sidebarId} ref={closeRef} open={menuOpen} onClose={close} onNavigate={() => setOpen(false)} />
      <Content>{children}</Content>
    </Frame>
  );
}

import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

// The operator's own texts and pages (product §10 "Visitor clarity"), from operatorTextsAtom.

const Note = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 400;
`;

/**
 * A site path ('/terms') or an http(s) address, as the shell's config reader keeps them; anything else
 * (javascript:, '//host', '/\host', spaces) is no link. A foreign host may set the texts itself.
 */
export function operatorHref(url: string | null | undefined): string | null {
  const value = url?.trim() ?? '';
  if (!value || /[\s\\]/.test(value)) return null;
  return /^\/(?!\/)/.test(value) || /^https?:\/\/[^/]/i.test(value) ? value : null;
}

const NEW_TAB_HINT = '(opens in a new tab)';

/**
 * A link to one of the operator's pages, opened in a new tab so that nothing typed here is lost (the
 * password lives in this page's memory). The visible hint describes the link; hidden from the text
 * around it, so a checkbox whose label holds the link keeps its name ('I accept the Privacy Policy').
 * Without an address the words stay plain text.
 */
export function OperatorLink({ href, children }: { href: string | null | undefined; children: ReactNode }) {
  const hintId = useId();
  const url = operatorHref(href);
  if (!url) return <>{children}</>;
  return (
    <>
      <a href={url} target="_blank" rel="noopener noreferrer" aria-describedby={hintId}>
        {children}
      </a>{' '}
      <Note id={hintId} aria-hidden="true">
        {NEW_TAB_HINT}
      </Note>
    </>
  );
}

/** One of the operator's texts, its line breaks kept. The demo's samples are marked once per page (SampleNotice). */
export const OperatorText = styled.span`
  white-space: pre-line;
`;

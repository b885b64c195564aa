import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Overlay } from '@booking/shared/ui';

const TEXT = 'Please wait while loading content';

// The brand's picture fills the screen below the navbar's place (4rem, NavbarFrame's height) under the
// message: index.html's .boot-hero, the same place and size, so nothing moves when React takes over.
const PictureOverlay = styled(Overlay)`
  isolation: isolate;
  color: ${({ theme }) => theme.colors.surface};
  > img {
    position: absolute;
    top: 4rem;
    left: 0;
    z-index: -1;
    width: 100%;
    height: calc(100% - 4rem);
    max-width: none;
    object-fit: cover;
  }
  > p {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.dialog};
  }
`;

/** The page's picture under the first loading screen: what the server put in the HTML, read before React replaces it. */
export function bootHeroPicture(root: HTMLElement): string | null {
  return root.querySelector('img.boot-hero')?.getAttribute('src') ?? null;
}

/**
 * The one loading overlay (product §4). On the first load of the home page it keeps the brand's picture
 * the HTML showed; once the page is in, later loads get the plain veil. When the load fails, `failure`
 * (what to say and the retry) takes the message's place as an alert, over the same picture or veil.
 */
export function LoadingOverlay({ loading, bootHero, failure = null }: { loading: boolean; bootHero: string | null; failure?: ReactNode }) {
  const [picture, setPicture] = useState(bootHero);
  if (!loading && !failure && picture) setPicture(null);
  if (failure) {
    const Veil = picture ? PictureOverlay : Overlay;
    return (
      <Veil key="failure" role="alert" spinner={false}>
        {picture ? <img src={picture} alt="" /> : null}
        {failure}
      </Veil>
    );
  }
  if (!loading) return null;
  return picture ? (
    <PictureOverlay text={TEXT}>
      <img src={picture} alt="" />
    </PictureOverlay>
  ) : (
    <Overlay text={TEXT} />
  );
}

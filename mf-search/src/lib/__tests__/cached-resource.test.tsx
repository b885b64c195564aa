import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createCachedLoader, type Resource } from '../cached-resource';

// One request per page view, shared by every screen that shows the list.

const LIST = ['Heathrow Airport Terminal 5, Hounslow TW6 2GA'];

function Shows({ use }: { use: () => Resource<string[]> }) {
  const resource = use();
  return <p>{resource.status === 'ready' ? resource.data.join(', ') : resource.status}</p>;
}

/** Answers the request after the screens have rendered and before their effects run. */
function AnswersNow({ answer }: { answer: () => void }) {
  useLayoutEffect(answer, [answer]);
  return null;
}

it("shows the list in a screen that rendered just before another screen's request settled it", async () => {
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  // React's own scheduling, as in the browser: passive effects run in a later task than the commit.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  let answer: (list: string[]) => void = () => {};
  const load = jest.fn(
    () =>
      new Promise<string[]>((resolve) => {
        answer = resolve;
      }),
  );
  const loader = createCachedLoader(load);
  void loader.get();
  const container = document.createElement('div');
  const root = createRoot(container);
  try {
    root.render(
      <>
        <Shows use={loader.useResource} />
        <AnswersNow answer={() => answer(LIST)} />
      </>,
    );
    for (let wait = 0; wait < 50 && container.textContent !== LIST[0]; wait += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(container.textContent).toBe(LIST[0]);
    expect(load).toHaveBeenCalledTimes(1);
  } finally {
    root.unmount();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
});

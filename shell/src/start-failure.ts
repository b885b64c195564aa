export const START_FAILURE_MESSAGE = 'The site could not be loaded. Please check your connection and reload the page.';

/**
 * When the site's own start-up code cannot load (a lost connection, a deploy in progress), the page
 * says so and offers a reload, instead of the loading overlay spinning for ever. Plain DOM: React is
 * what did not load.
 */
export function showStartFailure(root: HTMLElement | null, reload: () => void = () => window.location.reload()): void {
  if (!root) return;
  const box = document.createElement('div');
  box.className = 'boot-overlay';
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = START_FAILURE_MESSAGE;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Reload';
  button.addEventListener('click', () => reload());
  box.append(text, button);
  root.replaceChildren(box);
}

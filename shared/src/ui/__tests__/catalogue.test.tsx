import { cleanup, render } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { axeViolations } from '../../testing/axe';
import * as breakdown from '../../breakdown';
import * as ui from '..';
import { ThemeProvider } from '..';

// Every story of the catalogue (src/ui/stories, built by `npm run catalogue -w shared`), rendered in
// the apps' theme and checked with axe. jsdom has no layout, so colour contrast is left to e2e.
const storiesDir = path.join(__dirname, '..', 'stories');
const storyFiles = readdirSync(storiesDir).filter((name) => name.endsWith('.stories.tsx'));

type StoryModule = { default: { title: string } } & Record<string, unknown>;
const storiesOf = (module: StoryModule) =>
  Object.entries(module).filter((entry): entry is [string, ComponentType] => entry[0] !== 'default' && typeof entry[1] === 'function');

async function storyViolations(Story: ComponentType) {
  render(
    <ThemeProvider>
      <Story />
    </ThemeProvider>,
  );
  // The whole body: a dialog renders into a portal outside the container.
  return axeViolations(document.body);
}

// The error boundary's Failed story throws on purpose, and React logs what it caught.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

describe.each(storyFiles)('the catalogue story %s', (file) => {
  const module = jest.requireActual<StoryModule>(path.join(storiesDir, file));
  it.each(storiesOf(module))('%s has no accessibility violation', async (_name, Story) => {
    expect(await storyViolations(Story)).toEqual([]);
  });
});

describe('the catalogue', () => {
  it('fails a story with an accessibility violation (an unlabelled input)', async () => {
    const Unlabelled = () => <input type="text" />;
    expect(await storyViolations(Unlabelled)).toContainEqual(expect.stringMatching(/^label: /));
  });

  it('has a story for every component the UI kit (and the price breakdown) exports', () => {
    const sources = storyFiles.map((file) => readFileSync(path.join(storiesDir, file), 'utf8')).join('\n');
    // Components are capitalised.
    const components = Object.keys({ ...ui, ...breakdown }).filter((name) => /^[A-Z][a-z]/.test(name));
    expect(components.filter((name) => !new RegExp(`<${name}[\\s/>]`).test(sources))).toEqual([]);
  });

  it('has stories in every story file', () => {
    expect(storyFiles.filter((file) => storiesOf(jest.requireActual<StoryModule>(path.join(storiesDir, file))).length === 0)).toEqual([]);
  });
});

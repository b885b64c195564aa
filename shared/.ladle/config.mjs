/** The UI kit's catalogue (src/ui/stories/README.md). */
export default {
  stories: 'src/ui/stories/*.stories.tsx',
  outDir: 'dist/catalogue',
  viteConfig: '.ladle/vite.config.mjs',
  addons: { a11y: { enabled: true }, msw: { enabled: false }, source: { enabled: false } },
};

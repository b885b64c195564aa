// `ladle build` logs a failed Vite build and still exits 0: this plugin makes the failure the exit code,
// so a story that does not build fails `npm test`.
let failed = false;
process.on('exit', () => {
  if (failed) process.exitCode = 1;
});

export default {
  plugins: [
    {
      name: 'catalogue-build-failure-exits-1',
      buildEnd(error) {
        if (error) failed = true;
      },
      renderError() {
        failed = true;
      },
    },
  ],
};

// The yardstick: yardstick/page.jsx built with rspack in production mode (the apps' loader and target)
// into .bench/yardstick, served by a tiny static server on a free port with the stack's own file rules
// (gzip, cache headers: config/static-files.mjs), and measured as a page of the site is.
import { createServer } from 'node:http';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { resolveFile, sendFile } from '../../../config/static-files.mjs';
import { benchDir } from './figures.mjs';
import { oneRun, summarise } from './lighthouse.mjs';
import { measureJavaScript, totalGzip } from './scripts.mjs';

const outputPath = path.join(benchDir, 'yardstick');
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="React and react-dom alone: the bench's yardstick." />
    <link rel="icon" href="data:," />
    <title>Yardstick</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** Builds the yardstick page; resolves once .bench/yardstick holds it. */
async function buildYardstick() {
  const compiler = rspack({
    mode: 'production',
    context: path.join(import.meta.dirname, '..', 'yardstick'),
    entry: { main: './page.jsx' },
    target: 'web',
    devtool: false,
    output: {
      path: outputPath,
      publicPath: '/',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      clean: true,
    },
    module: {
      rules: [
        {
          test: /\.jsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: { parser: { syntax: 'ecmascript', jsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
          },
        },
      ],
    },
    plugins: [new rspack.HtmlRspackPlugin({ templateContent: TEMPLATE, scriptLoading: 'defer' })],
  });
  const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) throw new Error(`building the yardstick failed:\n${stats.toString({ all: false, errors: true })}`);
}

/** Serves .bench/yardstick on a free port of localhost: { url, close() }. */
async function serveYardstick() {
  const server = createServer(async (req, res) => {
    const found = await resolveFile(outputPath, req.url === '/' ? '/index.html' : req.url);
    if (!found) return res.writeHead(404).end();
    return sendFile(req, res, found);
  });
  await new Promise((resolve) => server.listen({ port: 0, host: 'localhost' }, resolve));
  return {
    url: `http://localhost:${server.address().port}/`,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

/** The yardstick built and served alone, for loads of its own: { url, close() }. */
export async function servedYardstick() {
  await buildYardstick();
  return serveYardstick();
}

/**
 * The yardstick, built and served: its JS at once (as `measureJavaScript` counts a page's), then one
 * Lighthouse run per `sample()` (a bench spreads them over its length, so that they meet the machine's
 * load as the pages do), `figures()` for what it has so far, and `close()`.
 */
export async function startYardstick(browser) {
  const served = await servedYardstick();
  try {
    const { scripts } = await measureJavaScript(browser, served.url);
    const js = { gzipBytes: totalGzip(scripts), files: scripts.length, scripts };
    const runs = [];
    return {
      sample: async () => runs.push(await oneRun(served.url)),
      figures: () => {
        if (!runs.length) return { path: 'yardstick', js };
        // Every run failed: the pages' figures are kept, and the run fails after writing them.
        try {
          return { path: 'yardstick', js, lighthouse: summarise(served.url, runs) };
        } catch (error) {
          return { path: 'yardstick', js, lighthouseError: error.message };
        }
      },
      close: served.close,
    };
  } catch (error) {
    await served.close();
    throw error;
  }
}

// What both webpack portals build with, as an operator's webpack 5 build would: JSX through
// swc-loader, the federation plugin with the corporate remote declared statically in `remotes` (its
// manifest's address fixed at build time: REMOTE_CORPORATE_URL) and the default share strategy.
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import TerserPlugin from 'terser-webpack-plugin';

export const DEFAULT_MANIFEST_URL = 'http://localhost:3004/mf-manifest.json';

/** The manifest address this build bakes in: REMOTE_CORPORATE_URL, else the local stack's. */
export const manifestUrlOf = (env = process.env) => env.REMOTE_CORPORATE_URL || DEFAULT_MANIFEST_URL;

/**
 * @param {{ dir: string, name: string, shared: Record<string, object> }} options
 *   dir: the portal's folder; name: its federated name; shared: what it shares, as its own config says.
 */
export function portalConfig({ dir, name, shared }) {
  return {
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    target: 'web',
    devtool: false,
    output: {
      // OUTPUT_DIR: another folder for the build than the portal's dist (an e2e worker's own stack).
      path: process.env.OUTPUT_DIR ? path.resolve(process.env.OUTPUT_DIR) : path.join(dir, 'dist'),
      publicPath: '/',
      // The entry keeps its name (the federation runtime module cannot name a hashed entry); chunks are hashed.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      clean: true,
    },
    resolve: { extensions: ['.js', '.jsx'] },
    module: {
      rules: [
        {
          test: /\.jsx?$/,
          exclude: /node_modules/,
          loader: 'swc-loader',
          options: {
            jsc: { parser: { syntax: 'ecmascript', jsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
          },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        remotes: { mf_corporate: `mf_corporate@${manifestUrlOf()}` },
        shared,
        dts: false,
        manifest: false,
      }),
    ],
    // Minified by swc, which webpack's Terser plugin offers: a fraction of Terser's time on React.
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })] },
    performance: { hints: false },
  };
}
